// The main navigation, with the one unread count the core owns (the same in every tab), and Sign out: every
// layout draws this nav, so a user can always sign out from the UI.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { trendsShown } from '../../shared/settings/trends-setting.ts';
import { useCore } from '../app/core-context.tsx';
import { SignOut } from '../components/chrome/SignOut.tsx';
import { Icon, type IconName } from '../components/status/Icon.tsx';
import { type MessageId, useT } from '../i18n/index.ts';
import { deferred } from '../lib/deferred.tsx';
import { FollowRequestsBadge } from './FollowRequestsBadge.tsx';
import { MenuButton } from './mobile/MenuButton.tsx';
import { OwnProfileLink } from './OwnProfileLink.tsx';

/** Each of the user's lists, under the Lists entry (src/views/lists/), kept out of the startup bundle. */
const ListNavLinks = deferred(() => import('../views/lists/ListNavLinks.tsx').then((m) => m.ListNavLinks));

import { ConversationsBadge } from './ConversationsBadge.tsx';

export function UnreadBadge() {
  useSignals();
  const core = useCore();
  const n = useComputed(() => core.global.value.unreadNotifications).value;
  const t = useT();
  if (n <= 0) return null;
  // "unread" is heard after the number (the compact bar's link is named "Notifications 15 unread"), outside the badge
  // so that the badge holds the number alone.
  return (
    <>
      <span className="badge">{n > 99 ? '99+' : n}</span>
      <span className="visually-hidden"> {t('nav.unread', { count: n })}</span>
    </>
  );
}

/** Shown instead of empty timelines' puzzling silence when nobody is signed in. */
export function SignedOutBanner() {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const t = useT();
  if (signedIn) return null;
  return (
    <div className="signed-out">
      {t('nav.signedOut')} <Link href="/sign-in">{t('nav.signIn')}</Link>
    </div>
  );
}

/** One navigation link: its icon, and its name as text (visually hidden in the compact bar, so that what a screen
 *  reader or speech input hears is what is written, badge included); marked as the current page when it is. */
function NavItem({
  href,
  icon,
  label,
  compact,
  children,
}: {
  href: string;
  icon: IconName;
  label: MessageId;
  compact: boolean;
  children?: ReactNode;
}) {
  const [path] = useLocation();
  const t = useT();
  const current = path === href || (href === '/home' && path === '/');
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      <Icon name={icon} />
      <span className={compact ? 'visually-hidden' : 'nav-label'}>{t(label)}</span>
      {children}
    </Link>
  );
}

/** Explore, unless the user turned trends off (trends.show). */
function ExploreItem({ compact }: { compact: boolean }) {
  useSignals();
  const core = useCore();
  const shown = useComputed(() => trendsShown(core.global.value.settings as Record<string, unknown>)).value;
  return shown ? <NavItem href="/explore" icon="hashtag" label="explore.nav" compact={compact} /> : null;
}

/** `tabBar`: the phone's tab bar, where Settings, your profile and Sign out are in its Menu instead. */
export function NavLinks({ compact = false, tabBar = false }: { compact?: boolean; tabBar?: boolean }) {
  const t = useT();
  return (
    <nav className={compact ? 'nav compact' : 'nav'} aria-label={t('nav.main')}>
      <NavItem href="/home" icon="home" label="nav.home" compact={compact} />
      <NavItem href="/notifications" icon="bell" label="nav.notifications" compact={compact}>
        <UnreadBadge />
      </NavItem>
      <NavItem href="/public/local" icon="people" label="nav.local" compact={compact} />
      <NavItem href="/public" icon="globe" label="nav.federated" compact={compact} />
      {compact ? null : (
        <>
          <NavItem href="/conversations" icon="at" label="conversations.nav" compact={compact}>
            <ConversationsBadge />
          </NavItem>
          <ExploreItem compact={compact} />
          <NavItem href="/directory" icon="people" label="directory.nav" compact={compact} />
          <NavItem href="/followed_tags" icon="hashtag" label="tags.navFollowed" compact={compact} />
          <NavItem href="/bookmarks" icon="bookmark" label="nav.bookmarks" compact={compact} />
          <NavItem href="/favourites" icon="favourite" label="nav.favourites" compact={compact} />
          <NavItem href="/filters" icon="filter" label="nav.filters" compact={compact} />
          <NavItem href="/follow_requests" icon="lock" label="nav.followRequests" compact={compact}>
            <FollowRequestsBadge />
          </NavItem>
          <NavItem href="/blocks" icon="close" label="nav.blocks" compact={compact} />
          <NavItem href="/mutes" icon="bell" label="nav.mutes" compact={compact} />
          <NavItem href="/domain_blocks" icon="globe" label="nav.domainBlocks" compact={compact} />
          <NavItem
            href="/scheduled_statuses"
            icon="clock"
            label="composeLater.scheduledTitle"
            compact={compact}
          />
          <NavItem href="/drafts" icon="pencil" label="composeLater.draftsTitle" compact={compact} />
          <NavItem href="/lists" icon="list" label="lists.nav" compact={compact} />
          <ListNavLinks.Component />
        </>
      )}
      <NavItem href="/publish" icon="pencil" label="nav.newPost" compact={compact} />
      {tabBar ? (
        <MenuButton />
      ) : (
        <>
          <NavItem href="/settings" icon="settings" label="settings.title" compact={compact} />
          <OwnProfileLink compact={compact} />
          <SignOut compact={compact} />
        </>
      )}
    </nav>
  );
}
