// The connection status line (issues 12.1, 12.9, 10.29): "Offline since 14:03", "Reconnecting…" while the core
// does not answer, why the live stream stopped, and "Back online". A polite live region, so screen readers hear it.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../../app/core-context.tsx';
import { connectionMessage } from '../../core-client/connection-message.ts';
import { pageNetworkStatus } from '../../core-client/network-status.ts';
import { useLocale } from '../../i18n/index.ts';

export function ConnectionStatus() {
  useSignals();
  useLocale();
  const core = useCore();
  const network = pageNetworkStatus();
  const message = useComputed(() =>
    connectionMessage({
      core: core.connection?.value.core ?? 'connected',
      streamStopped: core.connection?.value.streamStopped ?? null,
      network: network.value,
    }),
  ).value;
  if (!message) return null;
  return (
    <div className={`connection-status connection-${message.tone}`} role="status" aria-live="polite">
      {message.text}
    </div>
  );
}
