// The per-column settings panel (lazy): home.shows toggles on home, and the column's "hide posts matching this
// regular expression". Both go through `settings.patch`; the core re-evaluates every open view of the column at
// once, in every tab. The regular expression is checked by the core, whose engine runs it (`filters.checkRegex`:
// the tab holds no regex engine of its own); one it cannot use is shown next to the field and never saved.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { ColumnOptions } from '../columns/ColumnOptions.tsx';
import { panelValues, regexPatch, SHOW_CHOICES, showsPatch } from './timeline-settings.ts';
import './filters.css';
import { useT } from '../../i18n/index.ts';

/** The core's verdict on a pattern: why it cannot be used, or null. */
interface Checked {
  body: string;
  error: string | null;
}

export default function TimelineSettingsPanel({ spec, view }: { spec: ViewSpec; view: string }) {
  useSignals();
  const core = useCore();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const values = panelValues(settings, spec, view);
  const [draft, setDraft] = useState(values.regex);
  const [checked, setChecked] = useState<Checked>({ body: values.regex, error: null });
  const t = useT();

  const check = async (body: string): Promise<string | null> => {
    const r = await core.intent({ type: 'filters.checkRegex', body });
    const error = r.ok
      ? r.value
        ? coreMessage(r.value)
        : null
      : r.alert
        ? coreMessage(r.alert.message)
        : t('filters.regexCheckFailed');
    setChecked((c) => (c.body === body && c.error === error ? c : { body, error }));
    return error;
  };

  // Checked as it is typed; an answer for an older draft is kept only until the newer one arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: check is a new closure each render; the draft decides
  useEffect(() => {
    void check(draft);
  }, [draft]);

  const error = checked.body === draft ? checked.error : null;

  const commitRegex = async () => {
    if (draft === values.regex) return;
    const body = draft;
    if ((await check(body)) !== null) return;
    void core.intent({ type: 'settings.patch', patch: regexPatch(settings, view, body) });
  };

  return (
    <fieldset className="column-settings" aria-label={t('filters.columnSettings')}>
      <ColumnOptions spec={spec} />
      {values.shows
        ? SHOW_CHOICES.map((c) => (
            <label className="inline" key={c.key}>
              <input
                type="checkbox"
                checked={values.shows?.[c.key] ?? true}
                onChange={(e) =>
                  void core.intent({
                    type: 'settings.patch',
                    patch: showsPatch(settings, c.key, e.currentTarget.checked),
                  })
                }
              />
              {t(c.label)}
            </label>
          ))
        : null}
      <label className="field">
        <span>{t('filters.regex')}</span>
        <input
          name="regex"
          value={draft}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => void commitRegex()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void commitRegex();
          }}
        />
        {error ? <span className="field-error">{error}</span> : null}
      </label>
    </fieldset>
  );
}
