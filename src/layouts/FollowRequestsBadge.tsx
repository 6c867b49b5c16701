// The number of follow requests waiting, beside the navigation's "Follow requests": the core's one count, so an
// answer given in any tab lowers it in every tab at once.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../app/core-context.tsx';
import { useT } from '../i18n/index.ts';

export function FollowRequestsBadge() {
  useSignals();
  const core = useCore();
  const n = useComputed(() => core.global.value.followRequests ?? 0).value;
  const t = useT();
  if (n <= 0) return null;
  return (
    <>
      <span className="badge">{t('profile2.badgeCount', { n })}</span>
      <span className="visually-hidden"> {t('profile2.followRequestsWaiting', { n })}</span>
    </>
  );
}
