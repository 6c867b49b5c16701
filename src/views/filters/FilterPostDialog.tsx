// The FILTER modal (params statusId, contextType): "Filter this post…" from a post's menu. The post is added to an
// existing filter (POST /api/v2/filters/{id}/statuses) or to a new one created for it, in the context the post was
// seen in. The design system's Dialog: focus moves in and is trapped, Escape closes, focus returns to the menu.
import { useEffect, useState } from 'react';
import type { FilterContextName } from '../../../shared/protocol/filter-intents.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { useCore } from '../../app/core-context.tsx';
import { alertLine, coreMessage } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { filterContextForPath } from './filter-context.ts';
import { CONTEXT_CHOICES, contextsText } from './filter-form.ts';
import './filters.css';
import './filter-dialog.css';
import { useT } from '../../i18n/index.ts';

/** Filters of the post's context first (the likely choice), the others after. */
export function orderForContext(filters: readonly Filter[], context: FilterContextName): Filter[] {
  const inCtx = filters.filter((f) => f.context.includes(context));
  return [...inCtx, ...filters.filter((f) => !f.context.includes(context))];
}

export default function FilterPostDialog({
  statusId,
  contextType = filterContextForPath(typeof location === 'undefined' ? '/' : location.pathname),
  onClose,
  returnFocus,
}: {
  statusId: string;
  /** Where the post was seen; by default the current screen's context. */
  contextType?: FilterContextName;
  onClose: () => void;
  /** Where the focus goes on closing when what had it before is gone (the post's More button). */
  returnFocus?: () => HTMLElement | null;
}) {
  const core = useCore();
  const [filters, setFilters] = useState<Filter[] | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  useEffect(() => {
    void core.intent({ type: 'filters.list' }).then((r) => {
      if (r.ok) setFilters((r.value as Filter[]) ?? []);
      else setError(r.alert ? coreMessage(r.alert.message) : t('filters.loadFailed'));
    });
  }, [core, t]);

  const addTo = async (filter: { id: string; title: string }) => {
    setBusy(true);
    setError(null);
    const r = await core.intent({ type: 'filter.addStatus', filterId: filter.id, statusId });
    setBusy(false);
    if (r.ok) setDone(t('filters.added', { title: filter.title }));
    else setError(r.alert ? alertLine(r.alert) : t('filters.addFailed'));
  };

  const createAndAdd = async () => {
    if (title.trim() === '') return setError(t('filters.titleRequired'));
    setBusy(true);
    setError(null);
    const r = await core.intent({
      type: 'filter.create',
      fields: { title: title.trim(), context: [contextType], filter_action: 'warn' },
    });
    setBusy(false);
    const f = r.ok ? (r.value as Filter | null) : null;
    if (f) return addTo(f);
    setError(!r.ok && r.alert ? alertLine(r.alert) : t('filters.createFailed'));
  };

  const contextChoice = CONTEXT_CHOICES.find((c) => c.value === contextType);
  const contextLabel = contextChoice ? t(contextChoice.label) : contextType;
  return (
    <Dialog
      title={t('filters.postDialog')}
      className="filter-post-dialog"
      onClose={onClose}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {done ? (
        <>
          <p className="filter-done" role="status">
            {done}
          </p>
          <Button variant="primary" onClick={onClose}>
            {t('filters.done')}
          </Button>
        </>
      ) : (
        <>
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="hint">{t('filters.seenIn', { context: contextLabel })}</p>
          {filters === null && !error ? <p className="loader">{t('chrome.loadingDots')}</p> : null}
          {filters && filters.length > 0 ? (
            <ul className="filter-choices">
              {orderForContext(filters, contextType).map((f) => (
                <li key={f.id}>
                  <button type="button" disabled={busy} onClick={() => void addTo(f)}>
                    {f.title}
                  </button>
                  <span className="hint">{contextsText(f.context)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="filter-new">
            <input
              aria-label={t('filters.newTitle')}
              placeholder={t('filters.newTitle')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Button variant="primary" disabled={busy} onClick={() => void createAndAdd()}>
              {t('filters.createAndAdd')}
            </Button>
          </div>
          <Button className="filter-cancel" onClick={onClose}>
            {t('filters.cancel')}
          </Button>
        </>
      )}
    </Dialog>
  );
}
