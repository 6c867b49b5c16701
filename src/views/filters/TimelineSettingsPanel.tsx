// The per-column settings panel (lazy): home.shows toggles on home, and the column's "hide posts matching this
// regular expression". Both go through `settings.patch`; the core re-evaluates every open view of the column at
// once, in every tab. An invalid regular expression is shown next to the field and never saved.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import { useCore } from '../../app/core-context.tsx';
import { panelValues, regexError, regexPatch, SHOW_CHOICES, showsPatch } from './timeline-settings.ts';
import './filters.css';

export default function TimelineSettingsPanel({ spec, view }: { spec: ViewSpec; view: string }) {
  useSignals();
  const core = useCore();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const values = panelValues(settings, spec, view);
  const [draft, setDraft] = useState(values.regex);
  const error = regexError(draft);

  const commitRegex = () => {
    if (error || draft === values.regex) return;
    void core.intent({ type: 'settings.patch', patch: regexPatch(settings, view, draft) });
  };

  return (
    <fieldset className="column-settings" aria-label="Column settings">
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
              {c.label}
            </label>
          ))
        : null}
      <label className="field">
        <span>Hide posts matching this regular expression</span>
        <input
          name="regex"
          value={draft}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={commitRegex}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitRegex();
          }}
        />
        {error ? <span className="field-error">{error}</span> : null}
      </label>
    </fieldset>
  );
}
