// The emoji picker: the instance's custom emoji (those meant for pickers, by their categories) and the Unicode
// emoji by group, a search over both, and the keyboard: typing goes to the search, Tab reaches the category tabs
// and the grid, arrows move in the grid, Enter picks, Escape closes. A module of its own, loaded on demand (the
// announcements' reactions now, compose later); the Unicode data comes with it, never in the first bundle.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import groups from 'unicode-emoji-json/data-by-group.json';
import type { PickerCustomEmoji } from '../../../shared/protocol/emoji.ts';
import { useCore } from '../../app/core-context.tsx';
import { IconButton } from '../../design/Button.tsx';
import { Tabs } from '../../design/Tabs.tsx';
import { type MessageId, useLocale, useT } from '../../i18n/index.ts';
import {
  customCategories,
  emojiValue,
  gridMove,
  type PickerCategory,
  type PickerEmoji,
  searchEmoji,
  type UnicodeGroup,
  unicodeCategories,
} from './emoji-data.ts';
import './emoji-picker.css';

const COLUMNS = 8;
const UNICODE = unicodeCategories(groups as UnicodeGroup[]);

export interface EmojiPick {
  /** The reaction's (or post's) name: the character, or the custom emoji's shortcode. */
  name: string;
  emoji: PickerEmoji;
}

export default function EmojiPicker({
  onPick,
  onClose,
}: {
  onPick: (p: EmojiPick) => void;
  onClose: () => void;
}) {
  const t = useT();
  const core = useCore();
  const rtl = useLocale().dir === 'rtl';
  const [custom, setCustom] = useState<PickerCustomEmoji[] | null>(null);
  const [customFailed, setCustomFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [focus, setFocus] = useState(0);
  const grid = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const gridId = useId();

  useEffect(() => {
    let live = true;
    void core.intent({ type: 'emoji.custom' }).then((r) => {
      if (!live) return;
      if (r.ok && Array.isArray(r.value)) setCustom(r.value as PickerCustomEmoji[]);
      else setCustomFailed(true);
    });
    search.current?.focus();
    return () => {
      live = false;
    };
  }, [core]);

  const categories = useMemo<PickerCategory[]>(
    () => [...customCategories(custom ?? [], t('emojiPicker.custom')), ...UNICODE],
    [custom, t],
  );
  const current = categories.find((c) => c.id === selected) ?? categories[0];
  const shown = query.trim() ? searchEmoji(categories, query) : (current?.emojis ?? []);
  const labelOf = (c: PickerCategory) => ('text' in c.label ? c.label.text : t(c.label.message as MessageId));

  const pick = (e: PickerEmoji) => onPick({ name: emojiValue(e), emoji: e });
  const focusCell = (i: number) => {
    setFocus(i);
    grid.current?.querySelectorAll<HTMLElement>('button')[i]?.focus();
  };

  return (
    <div
      className="emoji-picker"
      role="dialog"
      aria-label={t('emojiPicker.label')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="emoji-picker-head">
        <input
          ref={search}
          type="search"
          className="emoji-picker-search"
          value={query}
          placeholder={t('emojiPicker.search')}
          aria-label={t('emojiPicker.search')}
          aria-controls={gridId}
          onChange={(e) => {
            setQuery(e.target.value);
            setFocus(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && shown.length > 0) {
              e.preventDefault();
              focusCell(0);
            } else if (e.key === 'Enter' && shown[0]) {
              e.preventDefault();
              pick(shown[0]);
            }
          }}
        />
        <IconButton icon="close" label={t('emojiPicker.close')} onClick={onClose} />
      </div>
      {query.trim() ? null : (
        <Tabs
          tabs={categories.map((c) => ({ id: c.id, label: labelOf(c) }))}
          selected={current?.id ?? ''}
          onSelect={(id) => {
            setSelected(id);
            setFocus(0);
          }}
          label={t('emojiPicker.categories')}
        />
      )}
      {customFailed ? <p className="emoji-picker-note">{t('emojiPicker.loadError')}</p> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a named set of buttons to pick from, not a form's fieldset */}
      <div
        id={gridId}
        ref={grid}
        className="emoji-picker-grid"
        role="group"
        aria-label={query.trim() ? t('emojiPicker.search') : current ? labelOf(current) : ''}
        onKeyDown={(e) => {
          const next = gridMove(e.key, focus, shown.length, COLUMNS, rtl);
          if (next === null) return;
          e.preventDefault();
          focusCell(next);
        }}
      >
        {shown.map((e, i) => (
          <button
            key={e.id}
            type="button"
            className="emoji-picker-cell"
            tabIndex={i === focus ? 0 : -1}
            title={e.kind === 'custom' ? `:${e.shortcode}:` : e.name}
            aria-label={e.kind === 'custom' ? `:${e.shortcode}:` : e.name}
            onClick={() => pick(e)}
            onFocus={() => setFocus(i)}
          >
            {e.kind === 'custom' ? (
              <img src={e.staticUrl} alt="" width={24} height={24} loading="lazy" />
            ) : (
              <span aria-hidden="true">{e.emoji}</span>
            )}
          </button>
        ))}
      </div>
      {query.trim() && shown.length === 0 ? (
        <p className="emoji-picker-note" role="status">
          {t('emojiPicker.noResults', { query: query.trim() })}
        </p>
      ) : null}
    </div>
  );
}
