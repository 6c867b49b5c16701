// The main navigation, with the one unread count the core owns (the same in every tab), and Sign out: every
// layout draws this nav, so a user can always sign out from the UI.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useCore } from '../app/core-context.tsx';
import { SignOut } from '../components/chrome/SignOut.tsx';
import { Icon, type IconName } from '../components/status/Icon.tsx';

export function UnreadBadge() {
  useSignals();
  const core = useCore();
  const n = useComputed(() => core.global.value.unreadNotifications).value;
  if (n <= 0) return null;
  // "unread" is heard after the number (the compact bar's link is named "Notifications 15 unread"), outside the badge
  // so that the badge holds the number alone.
  return (
    <>
      <span className="badge">{n > 99 ? '99+' : n}</span>
      <span className="visually-hidden"> unread</span>
    </>
  );
}

/** Shown instead of empty timelines' puzzling silence when nobody is signed in. */
export function SignedOutBanner() {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  if (signedIn) return null;
  return (
    <div className="signed-out">
      You are not signed in. <Link href="/sign-in">Sign in</Link>
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
  label: string;
  compact: boolean;
  children?: ReactNode;
}) {
  const [path] = useLocation();
  const current = path === href || (href === '/home' && path === '/');
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      <Icon name={icon} />
      <span className={compact ? 'visually-hidden' : 'nav-label'}>{label}</span>
      {children}
    </Link>
  );
}

export function NavLinks({ compact = false }: { compact?: boolean }) {
  return (
    <nav className={compact ? 'nav compact' : 'nav'} aria-label="Main">
      <NavItem href="/home" icon="home" label="Home" compact={compact} />
      <NavItem href="/notifications" icon="bell" label="Notifications" compact={compact}>
        <UnreadBadge />
      </NavItem>
      <NavItem href="/public/local" icon="people" label="Local" compact={compact} />
      <NavItem href="/public" icon="globe" label="Federated" compact={compact} />
      {compact ? null : (
        <>
          <NavItem href="/bookmarks" icon="bookmark" label="Bookmarks" compact={compact} />
          <NavItem href="/favourites" icon="favourite" label="Favourites" compact={compact} />
          <NavItem href="/filters" icon="filter" label="Filters" compact={compact} />
          <NavItem href="/follow_requests" icon="lock" label="Follow requests" compact={compact} />
          <NavItem href="/blocks" icon="close" label="Blocked accounts" compact={compact} />
          <NavItem href="/mutes" icon="bell" label="Muted accounts" compact={compact} />
          <NavItem href="/domain_blocks" icon="globe" label="Blocked domains" compact={compact} />
        </>
      )}
      <NavItem href="/publish" icon="pencil" label="New post" compact={compact} />
      <SignOut />
    </nav>
  );
}
