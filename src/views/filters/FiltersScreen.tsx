// /filters: the account's filters (title, where, action, keyword count, expiry), each opening its edit form, with
// delete behind a confirmation. The list is the server's, fetched when the screen opens (filters.list); a filter
// that does not fully work in the core (filters.problems: a keyword it cannot match) says so and why.

import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { FilterProblem } from '../../../shared/protocol/filter-intents.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { FilterProblems, problemsOf } from './FilterProblems.tsx';
import { actionText, contextsText, expiryText, keywordCount, keywordCountText } from './filter-form.ts';
import './filters.css';
import { useT } from '../../i18n/index.ts';

export default function FiltersScreen() {
  const core = useCore();
  const [filters, setFilters] = useState<Filter[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problems, setProblems] = useState<readonly FilterProblem[]>([]);
  const t = useT();

  const load = useCallback(async () => {
    const r = await core.intent({ type: 'filters.list' });
    if (r.ok) {
      setFilters((r.value as Filter[]) ?? []);
      setError(null);
      // Asked after the list: the core has compiled the list it just answered.
      setProblems(problemsOf(await core.intent({ type: 'filters.problems' })));
    } else setError(r.alert ? coreMessage(r.alert.message) : t('filters.loadFailed'));
  }, [core, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (id: string) => {
    setConfirming(null);
    const r = await core.intent({ type: 'filter.delete', filterId: id });
    if (r.ok) setFilters((list) => list?.filter((f) => f.id !== id) ?? null);
    else setError(r.alert ? coreMessage(r.alert.message) : t('filters.deleteFailed'));
  };

  const now = Date.now();
  return (
    <section className="view-screen filters-screen">
      <h2 className="column-title">{t('filters.title')}</h2>
      <div className="filters-body">
        <Link href="/filters/new" className="button filters-new">
          {t('filters.new')}
        </Link>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        {filters === null && !error ? <p className="loader">{t('chrome.loadingDots')}</p> : null}
        {filters?.length === 0 ? <p className="empty">{t('filters.none')}</p> : null}
        <ul className="filters-list">
          {filters?.map((f) => (
            <li key={f.id} className="filter-item" data-filter-id={f.id}>
              <Link href={`/filters/${encodeURIComponent(f.id)}`} className="filter-title">
                {f.title || t('filters.untitled')}
              </Link>
              <div className="filter-facts">
                <span className="filter-contexts">{contextsText(f.context)}</span>
                <span className="filter-action">{actionText(f.filter_action)}</span>
                <span className="filter-keywords">{keywordCountText(keywordCount(f))}</span>
                <span className="filter-expiry">{expiryText(f.expires_at, now)}</span>
              </div>
              <FilterProblems problems={problems} filterId={f.id} />
              {confirming === f.id ? (
                <fieldset className="filter-confirm" aria-label={t('filters.confirmDeletion')}>
                  <span>{t('filters.deleteQuestion', { title: f.title })}</span>
                  <button type="button" className="danger" onClick={() => void remove(f.id)}>
                    {t('filters.delete')}
                  </button>
                  <button type="button" onClick={() => setConfirming(null)}>
                    {t('filters.cancel')}
                  </button>
                </fieldset>
              ) : (
                <button type="button" className="filter-delete" onClick={() => setConfirming(f.id)}>
                  {t('filters.deleteEllipsis')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
