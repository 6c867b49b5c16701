// The main navigation, with the one unread count the core owns (the same in every tab), and Sign out: every
// layout draws this nav, so a user can always sign out from the UI.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useCore } from '../app/core-context.tsx';
import { SignOut } from '../components/chrome/SignOut.tsx';
import { Icon } from '../components/status/Icon.tsx';

export function UnreadBadge() {
  useSignals();
  const core = useCore();
  const n = useComputed(() => core.global.value.unreadNotifications).value;
  return n > 0 ? <span className="badge">{n > 99 ? '99+' : n}</span> : null;
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

export function NavLinks({ compact = false }: { compact?: boolean }) {
  return (
    <nav className={compact ? 'nav compact' : 'nav'}>
      <Link href="/home" aria-label={compact ? 'Home' : undefined}>
        <Icon name="home" /> {compact ? null : 'Home'}
      </Link>
      <Link href="/notifications" aria-label={compact ? 'Notifications' : undefined}>
        <Icon name="bell" /> {compact ? null : 'Notifications'} <UnreadBadge />
      </Link>
      <Link href="/public/local" aria-label={compact ? 'Local' : undefined}>
        <Icon name="people" /> {compact ? null : 'Local'}
      </Link>
      <Link href="/public" aria-label={compact ? 'Federated' : undefined}>
        <Icon name="globe" /> {compact ? null : 'Federated'}
      </Link>
      {compact ? null : (
        <>
          <Link href="/bookmarks">Bookmarks</Link>
          <Link href="/favourites">Favourites</Link>
          <Link href="/filters">Filters</Link>
        </>
      )}
      <Link href="/publish" aria-label={compact ? 'New post' : undefined}>
        <Icon name="pencil" /> {compact ? null : 'New post'}
      </Link>
      <SignOut />
    </nav>
  );
}
