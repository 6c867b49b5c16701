// /@acct, /@acct/with_replies, /@acct/media: the handle is resolved to an account id by the core, then the header
// (src/views/profile) and the chosen tab's posts are shown. Limited accounts are hidden behind a click; suspended
// ones show no posts.

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { useT } from '../../i18n/index.ts';
import { OwnProfileActions } from '../../views/profile/OwnProfileActions.tsx';
import { PersonalNote } from '../../views/profile/PersonalNote.tsx';
import { ProfileExtras } from '../../views/profile/ProfileExtras.tsx';
import { ProfileHeader, useProfileRow } from '../../views/profile/ProfileHeader.tsx';
import { isSectionTab, ProfileCollectionLinks, ProfileSection } from '../../views/profile/ProfileSection.tsx';
import { type ProfileTab, profileTabs, tabTimeline } from '../../views/profile/profile-format.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';
import '../../views/profile/profile2.css';
import '../../views/profile/profile.css';

export default function ProfileScreen({
  acct,
  tab = 'posts',
  tag = '',
}: {
  acct: string;
  tab?: ProfileTab;
  /** The featured tag of `/@acct/tagged/{tag}`. */
  tag?: string;
}) {
  const core = useCore();
  const t = useT();
  const [state, setState] = useState<{ acct: string; id: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void core.resolveAccount(acct).then((r) => {
      if (live) setState({ acct, id: r?.id ?? null });
    });
    return () => {
      live = false;
    };
  }, [core, acct]);
  if (!state || state.acct !== acct) return <p className="loader">{t('chrome.loadingDots')}</p>;
  if (state.id === null)
    return (
      <section className="profile-screen">
        <h2 className="column-title">{t('chrome.notFound')}</h2>
        <p className="empty">{t('profile.notFound', { acct })}</p>
      </section>
    );
  return <Profile acct={acct} accountId={state.id} tab={tab} tag={tag} />;
}

function Profile({
  acct,
  accountId,
  tab,
  tag,
}: {
  acct: string;
  accountId: string;
  tab: ProfileTab;
  tag: string;
}) {
  useSignals();
  const { row, error, retry } = useProfileRow(accountId);
  const [showLimited, setShowLimited] = useState(false);
  const t = useT();
  const hidden = row?.limited === true && !showLimited && !row.relationship?.following;
  // The posts load beside the header, not after it: neither waits for the other.
  return (
    <section className="profile-screen">
      {row ? (
        <ProfileHeader row={row} />
      ) : (
        <header className="profile-header">
          <h2 className="column-title">@{acct}</h2>
          {error ? (
            <p className="empty" role="alert">
              {coreMessage(error)}{' '}
              <button type="button" onClick={retry}>
                {t('profile.retry')}
              </button>
            </p>
          ) : (
            <p className="loader">{t('chrome.loadingDots')}</p>
          )}
        </header>
      )}
      {row?.suspended ? (
        <p className="profile-suspended">{t('profile.suspended')}</p>
      ) : hidden ? (
        <div className="profile-limited">
          <p>{t('profile.limited')}</p>
          <button type="button" onClick={() => setShowLimited(true)}>
            {t('profile.showAnyway')}
          </button>
        </div>
      ) : (
        <>
          {row?.self ? <OwnProfileActions /> : null}
          {row?.relationship && !row.self ? (
            <PersonalNote accountId={accountId} acct={acct} note={row.relationship.note ?? ''} />
          ) : null}
          <ProfileExtras accountId={accountId} acct={acct} />
          <nav className="profile-tabs" aria-label={t('profile.sections')}>
            {profileTabs.map((p) => (
              <Link
                key={p.tab}
                href={`/@${acct}${p.suffix}`}
                className={p.tab === tab ? 'is-current' : ''}
                aria-current={p.tab === tab ? 'page' : undefined}
              >
                {t(p.label)}
              </Link>
            ))}
            <ProfileCollectionLinks acct={acct} tab={tab} />
          </nav>
          {isSectionTab(tab) ? (
            <ProfileSection acct={acct} accountId={accountId} tab={tab} tag={tag} row={row} />
          ) : (
            <ViewScreen
              key={tab}
              spec={{ kind: 'timeline', timeline: 'account', accountId, ...tabTimeline(tab) }}
              title={t('profile.tabTitle', {
                acct,
                tab: t(profileTabs.find((p) => p.tab === tab)?.label ?? 'profile.tab.posts'),
              })}
            />
          )}
        </>
      )}
    </section>
  );
}
