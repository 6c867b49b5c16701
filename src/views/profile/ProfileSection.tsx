// The parts of a profile below its tabs that are not its own posts: Followers and Following (the one account row
// each, paged by the core; hidden with a clear message when the account hides its collections, unless it is yours),
// and the posts with one of its featured tags (`/@acct/tagged/{tag}`).
import { Link } from 'wouter';
import type { ProfileRow } from '../../../shared/protocol/profile.ts';
import { EmptyState } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../ViewScreen.tsx';

export type ProfileSectionTab = 'followers' | 'following' | 'tagged';

export const isSectionTab = (tab: string): tab is ProfileSectionTab =>
  tab === 'followers' || tab === 'following' || tab === 'tagged';

/** The Followers / Following links beside the profile's post tabs. */
export function ProfileCollectionLinks({ acct, tab }: { acct: string; tab: string }) {
  const t = useT();
  return (
    <>
      {(['followers', 'following'] as const).map((which) => (
        <Link
          key={which}
          href={`/@${acct}/${which}`}
          className={tab === which ? 'is-current' : ''}
          aria-current={tab === which ? 'page' : undefined}
        >
          {t(`profile2.tab.${which}`)}
        </Link>
      ))}
    </>
  );
}

export function ProfileSection({
  acct,
  accountId,
  tab,
  tag,
  row,
}: {
  acct: string;
  accountId: string;
  tab: ProfileSectionTab;
  tag: string;
  row: ProfileRow | null;
}) {
  const t = useT();
  if (tab === 'tagged') {
    return (
      <ViewScreen
        key={`tagged:${tag}`}
        spec={{ kind: 'timeline', timeline: 'account', accountId, tagged: tag }}
        title={t('profile2.taggedTitle', { acct, tag })}
      />
    );
  }
  if (row?.hideCollections && !row.self) {
    return (
      <div className="profile-collection-hidden">
        <EmptyState icon="lock" title={t('profile2.hiddenTitle')}>
          {t('profile2.hiddenText', { acct })}
        </EmptyState>
      </div>
    );
  }
  return (
    <ViewScreen
      key={tab}
      spec={{ kind: 'accounts', list: tab, accountId }}
      title={t(tab === 'followers' ? 'profile2.followersTitle' : 'profile2.followingTitle', { acct })}
    />
  );
}
