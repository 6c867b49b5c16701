// Your avatar in the navigation (every layout draws it): it opens your own profile, whose header offers Edit profile.
// It reads the identity the core publishes, so a new avatar or name shows in every tab as soon as it is saved.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useCore } from '../app/core-context.tsx';
import { useT } from '../i18n/index.ts';
import './own-profile.css';

export function OwnProfileLink({ compact = false }: { compact?: boolean }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const account = useComputed(() => core.global.value.identity.account ?? null).value;
  if (!account) return null;
  const label = t('profile2.ownProfile', { acct: account.acct });
  return (
    <Link href={`/@${account.acct}`} className="own-profile-link">
      <img
        className="own-avatar"
        src={account.avatarStatic || account.avatar || undefined}
        alt=""
        width={compact ? 28 : 36}
        height={compact ? 28 : 36}
      />
      {/* Its name is what is written (hidden in the compact bar), so speech input and screen readers agree. */}
      <span className={compact ? 'visually-hidden' : 'nav-label own-profile-name'}>{label}</span>
    </Link>
  );
}
