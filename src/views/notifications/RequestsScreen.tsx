// /notifications/requests: notifications held back by the notification policy, one entry per account, with
// accept (its notifications join the list) and dismiss. Both take effect on screen at once.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import type { NotificationRequestsView } from '../../../shared/protocol/intents.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { AccountName, Avatar } from '../../components/status/AccountName.tsx';
import { Button } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { pendingText, withoutRequest } from './requests-model.ts';

export default function RequestsScreen() {
  useSignals();
  const core = useCore();
  // The core's count (the same in every tab: lowered when another tab accepts or dismisses), once it is known.
  const globalPending = useComputed(() => core.global.value.pendingRequests ?? null).value;
  const [model, setModel] = useState<NotificationRequestsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (action: 'load' | 'more') => {
      setBusy(true);
      const r = await core.intent({ type: 'notifications.requests', action });
      setBusy(false);
      if (r.ok) {
        setModel(r.value as NotificationRequestsView);
        setError(null);
      } else setError(r.alert ? coreMessage(r.alert.message) : t('notifications.requestsFailed'));
    },
    [core, t],
  );

  useEffect(() => {
    void load('load');
  }, [load]);

  const act = (requestId: string, action: 'accept' | 'dismiss') => {
    setModel((m) => (m ? withoutRequest(m, requestId) : m));
    void core.intent({ type: 'notifications.request', requestId, action }).then((r) => {
      // The server still has it: show the server's list again.
      if (!r.ok) void load('load');
    });
  };

  return (
    <section className="view-screen notification-requests">
      <h2 className="column-title">{t('notifications.requests')}</h2>
      {error ? (
        <ErrorState
          title={t('notifications.requestsFailedTitle')}
          message={error}
          onRetry={() => void load('load')}
        />
      ) : null}
      {model ? (
        <p className="requests-pending">
          {pendingText(globalPending === null ? model : { ...model, pending: globalPending })}
        </p>
      ) : error ? null : (
        <SkeletonRows />
      )}
      {model && model.items.length === 0 ? (
        <EmptyState icon="check" title={t('notifications.noRequests')}>
          {t('notifications.noRequestsHint')}
        </EmptyState>
      ) : null}
      <ul className="requests-list">
        {model?.items.map((r) => (
          <li key={r.id} className="request-row" data-request-id={r.id}>
            <Avatar account={r.account} />
            <div className="request-body">
              <AccountName account={r.account} />
              <div className="request-count">{t('notifications.requestCount', { count: r.count })}</div>
              {r.lastStatusText ? <div className="request-last">{r.lastStatusText}</div> : null}
            </div>
            <div className="request-actions">
              <Button variant="primary" onClick={() => act(r.id, 'accept')}>
                {t('notifications.accept')}
              </Button>
              <button type="button" onClick={() => act(r.id, 'dismiss')}>
                {t('notifications.dismiss')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {model?.hasMore ? (
        <button type="button" className="load-more" disabled={busy} onClick={() => void load('more')}>
          {t('chrome.loadMore')}
        </button>
      ) : null}
    </section>
  );
}
