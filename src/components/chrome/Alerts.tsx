// The toast area: the core's alerts (section 8, the same in every tab) and this tab's own toasts (a post
// published, section 9), stacked in one polite region, newest last; each can be dismissed, and its action run.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { type AlertView, useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { type TabToast, tabToasts } from '../../app/toasts.ts';
import { Toast } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';

export function Alerts() {
  useSignals();
  const core = useCore();
  const alerts = useComputed(() => core.global.value.alerts).value;
  const own = tabToasts.list.value;
  return (
    <>
      <ConnectionStatus />
      {alerts.length === 0 && own.length === 0 ? null : <AlertList alerts={alerts} own={own} />}
    </>
  );
}

function AlertList({ alerts, own }: { alerts: AlertView[]; own: readonly TabToast[] }) {
  const core = useCore();
  const t = useT();
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
      {own.map((toast) => (
        <Toast
          key={toast.id}
          className="alert tab-toast"
          live={false}
          onDismiss={() => tabToasts.dismiss(toast.id)}
          action={
            toast.action
              ? {
                  label: t(toast.action.label),
                  run: () => {
                    navigate(toast.action!.href);
                    tabToasts.dismiss(toast.id);
                  },
                }
              : undefined
          }
        >
          <span className="alert-message">{t(toast.message, toast.values)}</span>
        </Toast>
      ))}
    </div>
  );
}
