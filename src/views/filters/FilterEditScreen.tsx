// /filters/new and /filters/:id: the filter form (title, keywords with a whole-word toggle, contexts, action,
// expiry). Checked before sending (title, at least one context); a server error is shown above the form, and the
// form keeps everything typed, so nothing is lost on a failure. What does not work in the filter as saved (a
// keyword the core cannot match) is shown above the form.

import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { FilterProblem } from '../../../shared/protocol/filter-intents.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { useCore } from '../../app/core-context.tsx';
import { alertLine, coreMessage } from '../../app/core-text.ts';
import { FilterProblems, problemsOf } from './FilterProblems.tsx';
import {
  ACTION_CHOICES,
  CONTEXT_CHOICES,
  EXPIRY_CHOICES,
  type ExpiryChoice,
  expiryText,
  type FilterFormErrors,
  type FilterFormState,
  filterFieldsOf,
  formFromFilter,
  hasErrors,
  validateFilterForm,
} from './filter-form.ts';
import './filters.css';
import { useT } from '../../i18n/index.ts';

export default function FilterEditScreen({ id }: { id?: string }) {
  const core = useCore();
  const [, navigate] = useLocation();
  const [original, setOriginal] = useState<Filter | null>(null);
  const [state, setState] = useState<FilterFormState | null>(id ? null : formFromFilter(null));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<readonly FilterProblem[]>([]);
  const t = useT();

  useEffect(() => {
    if (!id) return;
    let live = true;
    void core.intent({ type: 'filters.list' }).then((r) => {
      if (!live) return;
      if (!r.ok) return setLoadError(r.alert ? coreMessage(r.alert.message) : t('filters.loadOneFailed'));
      const f = ((r.value as Filter[]) ?? []).find((x) => x.id === id) ?? null;
      if (!f) return setLoadError(t('filters.missing'));
      setOriginal(f);
      setState(formFromFilter(f));
      void core.intent({ type: 'filters.problems' }).then((p) => {
        if (live) setProblems(problemsOf(p));
      });
    });
    return () => {
      live = false;
    };
  }, [core, id, t]);

  return (
    <section className="view-screen filter-edit-screen">
      <h2 className="column-title">{id ? t('filters.edit') : t('filters.new')}</h2>
      <div className="filters-body">
        <Link href="/filters" className="filters-back">
          {t('filters.back')}
        </Link>
        {loadError ? (
          <p className="error" role="alert">
            {loadError}
          </p>
        ) : null}
        {id ? <FilterProblems problems={problems} filterId={id} /> : null}
        {state ? (
          <FilterForm
            state={state}
            onChange={setState}
            original={original}
            onSaved={() => navigate('/filters')}
          />
        ) : loadError ? null : (
          <p className="loader">{t('chrome.loadingDots')}</p>
        )}
      </div>
    </section>
  );
}

export function FilterForm({
  state,
  onChange,
  original,
  onSaved,
}: {
  state: FilterFormState;
  onChange: (s: FilterFormState) => void;
  original: Filter | null;
  onSaved: (f: Filter | null) => void;
}) {
  const core = useCore();
  const [errors, setErrors] = useState<FilterFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const set = (patch: Partial<FilterFormState>) => onChange({ ...state, ...patch });
  const setKeyword = (i: number, patch: Partial<FilterFormState['keywords'][number]>) =>
    set({ keywords: state.keywords.map((k, j) => (j === i ? { ...k, ...patch } : k)) });

  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    const found = validateFilterForm(state);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    setServerError(null);
    const fields = filterFieldsOf(state, original);
    const r = original
      ? await core.intent({ type: 'filter.update', filterId: original.id, fields })
      : await core.intent({ type: 'filter.create', fields });
    setBusy(false);
    // On failure the form stays as it is: the state lives in the caller and is never reset here.
    if (r.ok) onSaved((r.value as Filter | null) ?? null);
    else setServerError(r.alert ? alertLine(r.alert) : t('filters.saveFailed'));
  };

  return (
    <form className="filter-form" onSubmit={(e) => void submit(e)} noValidate>
      {serverError ? (
        <p className="error" role="alert">
          {serverError}
        </p>
      ) : null}
      <label className="field">
        <span>{t('filters.fieldTitle')}</span>
        <input
          name="title"
          value={state.title}
          aria-invalid={errors.title ? true : undefined}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        {errors.title ? <span className="field-error">{errors.title}</span> : null}
      </label>

      <fieldset className="field keywords">
        <legend>{t('filters.keywords')}</legend>
        {state.keywords.map((k, i) =>
          k.removed ? null : (
            <div className="keyword-row" key={k.id ?? `new-${i}`}>
              <input
                aria-label={t('filters.keyword')}
                name="keyword"
                value={k.keyword}
                onChange={(e) => setKeyword(i, { keyword: e.currentTarget.value })}
              />
              <label className="inline">
                <input
                  type="checkbox"
                  checked={k.wholeWord}
                  onChange={(e) => setKeyword(i, { wholeWord: e.currentTarget.checked })}
                />
                {t('filters.wholeWord')}
              </label>
              <button
                type="button"
                aria-label={t('filters.removeKeyword')}
                onClick={() => setKeyword(i, { removed: true })}
              >
                {t('filters.remove')}
              </button>
            </div>
          ),
        )}
        <button
          type="button"
          className="add-keyword"
          onClick={() =>
            set({ keywords: [...state.keywords, { keyword: '', wholeWord: true, removed: false }] })
          }
        >
          {t('filters.addKeyword')}
        </button>
      </fieldset>

      <fieldset className="field contexts" aria-invalid={errors.contexts ? true : undefined}>
        <legend>{t('filters.filterIn')}</legend>
        {CONTEXT_CHOICES.map((c) => (
          <label className="inline" key={c.value}>
            <input
              type="checkbox"
              name="context"
              value={c.value}
              checked={state.contexts.includes(c.value)}
              onChange={(e) =>
                set({
                  contexts: e.currentTarget.checked
                    ? [...state.contexts, c.value]
                    : state.contexts.filter((x) => x !== c.value),
                })
              }
            />
            {t(c.label)}
          </label>
        ))}
        {errors.contexts ? <span className="field-error">{errors.contexts}</span> : null}
      </fieldset>

      <fieldset className="field action">
        <legend>{t('filters.action')}</legend>
        {ACTION_CHOICES.map((a) => (
          <label className="inline" key={a.value} title={t(a.hint)}>
            <input
              type="radio"
              name="filter_action"
              value={a.value}
              checked={state.action === a.value}
              onChange={() => set({ action: a.value })}
            />
            {t(a.label)}
          </label>
        ))}
      </fieldset>

      <label className="field">
        <span>{t('filters.expiresAfter')}</span>
        <select
          name="expires_in"
          value={state.expiry}
          onChange={(e) => set({ expiry: e.currentTarget.value as ExpiryChoice })}
        >
          {state.expiresAt ? (
            <option value="keep">
              {t('filters.unchanged', { expiry: expiryText(state.expiresAt, Date.now()) })}
            </option>
          ) : null}
          {EXPIRY_CHOICES.map((x) => (
            <option key={x.value} value={x.value}>
              {t(x.label, { n: x.n ?? 0 })}
            </option>
          ))}
        </select>
      </label>

      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('filters.saving') : t('filters.save')}
      </button>
    </form>
  );
}
