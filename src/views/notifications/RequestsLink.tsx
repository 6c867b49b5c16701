// The way from the notifications screen to /notifications/requests, with the pending requests count the core keeps
// in the global state (the same in every tab, lowered at once on accept/dismiss).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { t, useT } from '../../i18n/index.ts';

/** The count as the badge shows it. */
const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/** "Notification requests" with the count when some wait; the accessible name contains the visible text (the
 *  badge's count as shown), then says what the number is. */
export function requestsLinkLabel(pending: number | null | undefined): string {
  const n = pending ?? 0;
  if (n <= 0) return t('notifications.requests');
  return t('notifications.requestsPending', { shown: badgeText(n) });
}

export function RequestsLink() {
  useSignals();
  const core = useCore();
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const pending = useComputed(() => core.global.value.pendingRequests ?? null).value;
  useT();
  if (!signedIn) return null;
  return (
    <Link href="/notifications/requests" className="requests-link" aria-label={requestsLinkLabel(pending)}>
      {t('notifications.requests')}{' '}
      {pending !== null && pending > 0 ? (
        <span className="badge requests-count">{badgeText(pending)}</span>
      ) : null}
    </Link>
  );
}
