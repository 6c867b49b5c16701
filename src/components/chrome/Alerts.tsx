// The toast area for the core's alerts (section 8) and success toasts.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { type AlertView, useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Toast } from '../../design/States.tsx';
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
  // One polite region for the list; each alert is the design system's toast.
  return (
    <div className="alerts" role="status" aria-live="polite">
      {alerts.map((a) => (
        <Toast
          key={a.id}
          className="alert"
          live={false}
          onDismiss={() => core.dismissAlert(a.id)}
          action={
            a.action
              ? {
                  label: a.action.label,
                  run: () => {
                    navigate(a.action!.href);
                    core.dismissAlert(a.id);
                  },
                }
              : undefined
          }
        >
          <strong className="alert-title">{coreMessage(a.title)}</strong>
          <span className="alert-message">{coreMessage(a.message)}</span>
        </Toast>
      ))}
    </div>
  );
}
