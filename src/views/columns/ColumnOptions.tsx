// The options of a hashtag column (any / all / none of more tags, local only) and of the public columns (remote
// only on Federated, media only on both): saved in the core's settings per column (shared/settings/
// column-options.ts), so every tab showing the column asks for the same timeline. Tags are normalised as typed.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import {
  columnOptionsKey,
  columnOptionsPatch,
  publicColumnOptions,
  type TagColumnOptions,
  tagColumnOptions,
} from '../../../shared/settings/column-options.ts';
import { normalizeTagListInput, tagNamesOf } from '../../../shared/tags/hashtag-input.ts';
import { useCore } from '../../app/core-context.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import '../tags/tags.css';

const LISTS: { key: 'any' | 'all' | 'none'; label: MessageId }[] = [
  { key: 'any', label: 'tags.optionAny' },
  { key: 'all', label: 'tags.optionAll' },
  { key: 'none', label: 'tags.optionNone' },
];

export function ColumnOptions({ spec }: { spec: ViewSpec }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  if (spec.kind !== 'timeline') return null;
  const key = columnOptionsKey(spec);
  if (!key) return null;
  const save = (options: Record<string, unknown>) =>
    void core.intent({ type: 'settings.patch', patch: columnOptionsPatch(settings, key, options) });
  if (spec.timeline === 'tag') {
    const o = tagColumnOptions(settings, spec.tag);
    return (
      <fieldset className="column-options" aria-label={t('tags.optionsLabel')}>
        {LISTS.map((l) => (
          <TagListField
            key={l.key}
            label={t(l.label)}
            saved={o[l.key]}
            onSave={(names) => save({ [l.key]: names })}
          />
        ))}
        <label className="inline">
          <input
            type="checkbox"
            checked={o.local}
            onChange={(e) => save({ local: e.currentTarget.checked })}
          />
          {t('tags.optionLocal')}
        </label>
      </fieldset>
    );
  }
  if (spec.timeline !== 'public') return null;
  const o = publicColumnOptions(settings, spec.local === true);
  return (
    <fieldset className="column-options" aria-label={t('tags.optionsLabel')}>
      {spec.local ? null : (
        <label className="inline">
          <input
            type="checkbox"
            checked={o.remote}
            onChange={(e) => save({ remote: e.currentTarget.checked })}
          />
          {t('tags.optionRemote')}
        </label>
      )}
      <label className="inline">
        <input
          type="checkbox"
          checked={o.onlyMedia}
          onChange={(e) => save({ onlyMedia: e.currentTarget.checked })}
        />
        {t('tags.optionMedia')}
      </label>
    </fieldset>
  );
}

/** A list of hashtags typed with commas, normalised as typed, saved on Enter or when leaving the field. */
function TagListField({
  label,
  saved,
  onSave,
}: {
  label: string;
  saved: TagColumnOptions['any'];
  onSave: (names: string[]) => void;
}) {
  const shown = saved.map((n) => `#${n}`).join(', ');
  const [draft, setDraft] = useState(shown);
  const commit = () => {
    const names = tagNamesOf(draft);
    setDraft(names.map((n) => `#${n}`).join(', '));
    if (names.join(',') !== saved.join(',')) onSave(names);
  };
  return (
    <label className="field">
      <span>{label}</span>
      <input
        value={draft}
        spellCheck={false}
        autoCapitalize="none"
        onChange={(e) => setDraft(normalizeTagListInput(e.currentTarget.value))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </label>
  );
}
