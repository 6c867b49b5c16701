// The emoji picker: the ones used most first (settings `frequentlyUsedEmojis`, counted by the core on each pick),
// the instance's custom emoji (those meant for pickers, by their categories) and the Unicode emoji by group in the
// skin tone chosen (remembered: settings `skinTone`), a search over all of them, and the keyboard: typing goes to
// the search, Tab reaches the tone, the category tabs and the grid, arrows move in the grid, Enter picks, Escape
// closes. A module of its own, loaded on demand (announcement reactions, compose); the Unicode data comes with it,
// never in the first bundle.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  emojiUseOf,
  mostUsedEmoji,
  SKIN_TONE_SETTING,
  SKIN_TONES,
  type SkinTone,
  skinToneOf,
} from '../../../shared/compose/emoji-use.ts';
import type { PickerCustomEmoji } from '../../../shared/protocol/emoji.ts';
import { useCore } from '../../app/core-context.tsx';
import { IconButton } from '../../design/Button.tsx';
import { Tabs } from '../../design/Tabs.tsx';
import { type MessageId, useLocale, useT } from '../../i18n/index.ts';
import {
  customCategories,
  gridMove,
  type PickerCategory,
  type PickerEmoji,
  searchEmoji,
} from './emoji-data.ts';
import { composedEmoji, reactionName, withSkinTone } from './skin-tone.ts';
import { UNICODE } from './unicode-emoji.ts';
import './emoji-picker.css';

const COLUMNS = 8;
/** How many of the most used emoji the first category shows (four rows). */
const FREQUENT_SHOWN = 32;
const TONE_NAMES: Record<SkinTone, MessageId> = {
  1: 'composeSuggest.toneDefault',
  2: 'composeSuggest.toneLight',
  3: 'composeSuggest.toneMediumLight',
  4: 'composeSuggest.toneMedium',
  5: 'composeSuggest.toneMediumDark',
  6: 'composeSuggest.toneDark',
};

export interface EmojiPick {
  /** A reaction's name: the character (in the chosen tone), or the custom emoji's shortcode. */
  name: string;
  /** What a post gets: the character (in the chosen tone), or `:shortcode:`. */
  text: string;
  emoji: PickerEmoji;
}

/** The most used emoji that are still known (a custom emoji the server removed is left out). */
function frequentCategory(categories: readonly PickerCategory[], counts: Record<string, number>) {
  const byId = new Map<string, PickerEmoji>();
  for (const c of categories) for (const e of c.emojis) if (!byId.has(e.id)) byId.set(e.id, e);
  const emojis = mostUsedEmoji(counts, FREQUENT_SHOWN).flatMap((id) => byId.get(id) ?? []);
  return emojis.length > 0
    ? [{ id: 'frequent', label: { message: 'composeSuggest.frequent' }, emojis } satisfies PickerCategory]
    : [];
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
  const settings = core.global.peek().settings as Record<string, unknown>;
  // The counts as the picker opened: the grid does not reorder under the pointer while picking.
  const [counts] = useState(() => emojiUseOf(settings));
  const [tone, setTone] = useState<SkinTone>(() => skinToneOf(settings));

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

  const categories = useMemo<PickerCategory[]>(() => {
    const all = [...customCategories(custom ?? [], t('emojiPicker.custom')), ...UNICODE];
    return [...frequentCategory(all, counts), ...all];
  }, [custom, t, counts]);
  const current = categories.find((c) => c.id === selected) ?? categories[0];
  const shown = query.trim() ? searchEmoji(categories, query) : (current?.emojis ?? []);
  const labelOf = (c: PickerCategory) => ('text' in c.label ? c.label.text : t(c.label.message as MessageId));

  const pick = (e: PickerEmoji) => {
    void core.intent({ type: 'emoji.used', id: e.id });
    onPick({ name: reactionName(e, tone), text: composedEmoji(e, tone), emoji: e });
  };
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
        <select
          className="emoji-picker-tone"
          aria-label={t('composeSuggest.skinTone')}
          value={String(tone)}
          onChange={(e) => {
            const next = Number(e.target.value) as SkinTone;
            setTone(next);
            void core.intent({ type: 'settings.patch', patch: { [SKIN_TONE_SETTING]: next } });
          }}
        >
          {SKIN_TONES.map((n) => (
            <option key={n} value={n}>
              {t(TONE_NAMES[n])}
            </option>
          ))}
        </select>
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
              <span aria-hidden="true">{e.tones ? withSkinTone(e.emoji, tone) : e.emoji}</span>
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
