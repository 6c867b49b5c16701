// The toast area for the core's alerts (section 8) and success toasts.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { type AlertView, useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { useT } from '../../i18n/index.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';

export function Alerts() {
  useSignals();
  const core = useCore();
  const alerts = useComputed(() => core.global.value.alerts).value;
  return (
    <>
      <ConnectionStatus />
      {alerts.length === 0 ? null : <AlertList alerts={alerts} />}
    </>
  );
}

function AlertList({ alerts }: { alerts: AlertView[] }) {
  const core = useCore();
  const [, navigate] = useLocation();
  const t = useT();
  return (
    <div className="alerts" role="status" aria-live="polite">
      {alerts.map((a) => (
        <div key={a.id} className="alert">
          <strong className="alert-title">{coreMessage(a.title)}</strong>
          <span className="alert-message">{coreMessage(a.message)}</span>
          {a.action ? (
            <button
              type="button"
              onClick={() => {
                navigate(a.action!.href);
                core.dismissAlert(a.id);
              }}
            >
              {a.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="alert-close"
            aria-label={t('chrome.dismiss')}
            onClick={() => core.dismissAlert(a.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
