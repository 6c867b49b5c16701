// An account card of the directory: header picture, avatar, name, note (sanitized by the core), counts in short
// form, and the relationship button (the core's relationship, the same in every tab).
import type { DirectoryCard } from '../../../shared/protocol/discovery.ts';
import { ContentTree } from '../../components/content/ContentTree.tsx';
import { AccountRelationshipButton } from '../../components/RelationshipButton.tsx';
import { AccountName, Avatar } from '../../components/status/AccountName.tsx';
import { useT } from '../../i18n/index.ts';

/** `self`: the signed-in user's own card, which has nothing to follow. */
export function AccountCard({ card, self }: { card: DirectoryCard; self: boolean }) {
  const t = useT();
  const row = card.account;
  return (
    <li className="account-card" data-account={row.account.acct}>
      <div className="account-card-header">
        {card.header ? <img src={card.header} alt="" loading="lazy" decoding="async" /> : null}
      </div>
      <div className="account-card-top">
        <Avatar account={row.account} size={56} />
        {self ? null : <AccountRelationshipButton account={row.account} />}
      </div>
      <AccountName account={row.account} />
      <div className="account-card-note" dir="auto">
        <ContentTree nodes={row.note} />
      </div>
      <p className="account-card-counts">
        {t('directory.counts', { posts: row.statusesCount, followers: row.followersCount })}
      </p>
    </li>
  );
}
