// A thin bar at the top while the core has requests in flight (section 9: snaps every 400 ms, at most 99%).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { LOADING_BAR_MAX } from '../../../shared/constants.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';

export function LoadingBar() {
  useSignals();
  const core = useCore();
  const t = useT();
  const progress = useComputed(() => Math.min(LOADING_BAR_MAX, core.global.value.loading)).value;
  if (progress <= 0) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('chrome.loading')}
      aria-valuenow={progress}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ width: `${progress}%` }}
    />
  );
}
