// The main navigation, with the one unread count the core owns (the same in every tab).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useCore } from '../app/core-context.tsx';

export function UnreadBadge() {
  useSignals();
  const core = useCore();
  const n = useComputed(() => core.global.value.unreadNotifications).value;
  return n > 0 ? <span className="badge">{n > 99 ? '99+' : n}</span> : null;
}

export function NavLinks({ compact = false }: { compact?: boolean }) {
  return (
    <nav className={compact ? 'nav compact' : 'nav'}>
      <Link href="/home">
        <span aria-hidden="true">⌂</span> {compact ? null : 'Home'}
      </Link>
      <Link href="/notifications">
        <span aria-hidden="true">🔔</span> {compact ? null : 'Notifications'} <UnreadBadge />
      </Link>
      <Link href="/public/local">
        <span aria-hidden="true">👥</span> {compact ? null : 'Local'}
      </Link>
      <Link href="/public">
        <span aria-hidden="true">🌐</span> {compact ? null : 'Federated'}
      </Link>
      {compact ? null : (
        <>
          <Link href="/bookmarks">Bookmarks</Link>
          <Link href="/favourites">Favourites</Link>
        </>
      )}
      <Link href="/publish">
        <span aria-hidden="true">✎</span> {compact ? null : 'New post'}
      </Link>
    </nav>
  );
}
