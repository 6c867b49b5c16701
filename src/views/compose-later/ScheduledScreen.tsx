// /scheduled_statuses: the posts waiting for their time (GET /api/v1/scheduled_statuses, paged by the server's Link
// header), each with its time, which can be changed (PUT), opened in compose (the core deletes it first and keeps
// its params as a draft) or cancelled after a confirmation (DELETE).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ScheduledItem, ScheduledPage } from '../../../shared/protocol/compose-later.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { composeTargetFor } from './open-in-compose.ts';
import { ScheduledRow } from './ScheduledRow.tsx';
import './compose-later-screens.css';

interface State {
  items: ScheduledItem[];
  next: string | null;
  loading: boolean;
  error: string | null;
}

export default function ScheduledScreen() {
  const t = useT();
  const core = useCore();
  const [, navigate] = useLocation();
  const [s, setS] = useState<State>({ items: [], next: null, loading: true, error: null });
  const [cancelling, setCancelling] = useState<ScheduledItem | null>(null);

  const load = async (maxId: string | null) => {
    setS((x) => ({ ...x, loading: true, error: null }));
    const r = await core.intent({ type: 'scheduled.list', maxId });
    if (!r.ok) {
      setS((x) => ({ ...x, loading: false, error: r.alert ? coreMessage(r.alert.message) : '' }));
      return;
    }
    const page = r.value as ScheduledPage;
    setS((x) => ({
      items: maxId
        ? [...x.items, ...page.items.filter((i) => !x.items.some((o) => o.id === i.id))]
        : page.items,
      next: page.next,
      loading: false,
      error: null,
    }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page once
  useEffect(() => {
    void load(null);
  }, []);

  const replace = (item: ScheduledItem) =>
    setS((x) => ({ ...x, items: x.items.map((i) => (i.id === item.id ? item : i)) }));
  const drop = (id: string) => setS((x) => ({ ...x, items: x.items.filter((i) => i.id !== id) }));

  const open = async (item: ScheduledItem) => {
    const target = composeTargetFor(`scheduled-${item.id}`);
    const r = await core.intent({ type: 'scheduled.open', id: item.id, draftId: target.draftId });
    if (!r.ok) return;
    drop(item.id);
    navigate(target.path);
  };

  const cancel = async (item: ScheduledItem) => {
    setCancelling(null);
    const r = await core.intent({ type: 'scheduled.cancel', id: item.id });
    if (r.ok) drop(item.id);
  };

  return (
    <section className="view-screen later-screen" aria-busy={s.loading}>
      <h2 className="column-title">{t('composeLater.scheduledTitle')}</h2>
      {s.error !== null && s.items.length === 0 ? (
        <ErrorState
          title={t('composeLater.scheduledLoadFailed')}
          message={s.error || undefined}
          onRetry={() => void load(null)}
        />
      ) : null}
      {s.loading && s.items.length === 0 ? <SkeletonRows /> : null}
      {!s.loading && s.error === null && s.items.length === 0 ? (
        <EmptyState icon="clock" title={t('composeLater.scheduledEmptyTitle')}>
          {t('composeLater.scheduledEmpty')}
        </EmptyState>
      ) : null}
      <ul className="later-rows" aria-label={t('composeLater.scheduledTitle')}>
        {s.items.map((item) => (
          <ScheduledRow
            key={item.id}
            item={item}
            onChanged={replace}
            onOpen={() => void open(item)}
            onCancel={() => setCancelling(item)}
          />
        ))}
      </ul>
      {s.next && s.items.length > 0 ? (
        <div className="later-more">
          <Button disabled={s.loading} onClick={() => void load(s.next)}>
            {t('composeLater.loadMore')}
          </Button>
        </div>
      ) : null}
      {cancelling ? (
        <Dialog title={t('composeLater.cancelTitle')} onClose={() => setCancelling(null)}>
          <p>{t('composeLater.cancelConfirm')}</p>
          <div className="later-dialog-actions">
            <Button onClick={() => setCancelling(null)}>{t('composeLater.keepPost')}</Button>
            <Button variant="danger" onClick={() => void cancel(cancelling)}>
              {t('composeLater.cancelPost')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
