// Under a profile's header: "Followed by A, B and 3 others you follow", the featured hashtags (most used first, each
// opening the profile's posts with that tag) and the accounts the profile features. Asked of the core once per
// profile shown; a part the server could not give is simply not shown.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ProfileExtras as Extras } from '../../../shared/protocol/profile-extras.ts';
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { Avatar, DisplayName } from '../../components/status/AccountName.tsx';
import { T, useT } from '../../i18n/index.ts';

const nameLink = (a: AccountChip) => (
  <Link key={a.id} href={`/@${a.acct}`} className="profile-familiar-name">
    <DisplayName account={a} />
  </Link>
);

/** The sentence of section 4: two names at most, then how many others. */
export function FamiliarFollowers({ accounts }: { accounts: AccountChip[] }) {
  const [a, b] = accounts;
  if (!a) return null;
  const others = accounts.length - 2;
  return (
    <div className="profile-familiar">
      <span className="profile-familiar-avatars" aria-hidden="true">
        {accounts.slice(0, 3).map((x) => (
          <Avatar key={x.id} account={x} size={24} />
        ))}
      </span>
      <p>
        {!b ? (
          <T id="profile2.familiar.one" values={{ a: nameLink(a) }} />
        ) : others <= 0 ? (
          <T id="profile2.familiar.two" values={{ a: nameLink(a), b: nameLink(b) }} />
        ) : (
          <T id="profile2.familiar.more" values={{ a: nameLink(a), b: nameLink(b), others }} />
        )}
      </p>
    </div>
  );
}

export function ProfileExtras({ accountId, acct }: { accountId: string; acct: string }) {
  const core = useCore();
  const t = useT();
  const [extras, setExtras] = useState<Extras | null>(null);
  useEffect(() => {
    let live = true;
    setExtras(null);
    void core.intent({ type: 'profile.extras', accountId }).then((r) => {
      if (live && r.ok) setExtras(r.value as Extras);
    });
    return () => {
      live = false;
    };
  }, [core, accountId]);
  if (!extras) return null;
  return (
    <div className="profile-extras">
      <FamiliarFollowers accounts={extras.familiarFollowers} />
      {extras.featuredTags.length > 0 ? (
        <section className="profile-featured-tags" aria-label={t('profile2.featuredTags')}>
          <h3>{t('profile2.featuredTags')}</h3>
          <ul>
            {extras.featuredTags.map((tag) => (
              <li key={tag.name}>
                <Link href={`/@${acct}/tagged/${encodeURIComponent(tag.name)}`}>#{tag.name}</Link>
                <span className="profile-featured-count">
                  {t('profile2.taggedPosts', { n: tag.statusesCount })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {extras.endorsed.length > 0 ? (
        <section className="profile-endorsed" aria-label={t('profile2.endorsed')}>
          <h3>{t('profile2.endorsed')}</h3>
          <ul>
            {extras.endorsed.map((a) => (
              <li key={a.id}>
                <Link href={`/@${a.acct}`}>
                  <Avatar account={a} size={32} />
                  <DisplayName account={a} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
