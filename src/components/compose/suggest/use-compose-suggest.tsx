// Suggestions while typing in the compose box (issue 19 item 1): the word at the caret (caret-token.ts) is asked
// for once typing pauses (debounced-query.ts), and the options show in a listbox under the text that the keyboard
// drives while the focus stays in the text (aria-activedescendant): arrows move, Enter or Tab takes, Escape
// closes. A polite live region says how many came. Taking one replaces the token (a text edit: the draft gets a new
// idempotency key) and leaves the caret after it; an emoji from the picker goes in at the caret the same way.
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type CaretToken, tokenAtCaret } from '../../../../shared/compose/caret-token.ts';
import { useCore } from '../../../app/core-context.tsx';
import { useT } from '../../../i18n/index.ts';
import { askSuggestions } from './ask-suggestions.ts';
import { createDebouncedQuery } from './debounced-query.ts';
import { SuggestOptionContent } from './SuggestOptionContent.tsx';
import {
  completionOf,
  type Edited,
  insertAtSelection,
  moveActive,
  replaceToken,
  type SuggestOption,
} from './suggest-logic.ts';
import './compose-suggest.css';

interface Shown {
  token: CaretToken;
  options: SuggestOption[];
}

const sameToken = (a: CaretToken, b: CaretToken) =>
  a.kind === b.kind && a.query === b.query && a.start === b.start;

export function useComposeSuggest({ text, onEdit }: { text: string; onEdit: (text: string) => void }) {
  const core = useCore();
  const t = useT();
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  /** Where the caret goes once the edited text is rendered. */
  const pendingCaret = useRef<number | null>(null);

  const query = useMemo(
    () =>
      createDebouncedQuery<CaretToken, SuggestOption[]>({
        ask: (token) => askSuggestions(core, token),
        show: (token, options) => {
          setShown(token && options && options.length > 0 ? { token, options } : null);
          setActive(0);
          setClosed(false);
        },
        same: sameToken,
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      }),
    [core],
  );
  useEffect(() => () => query.dispose(), [query]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the edited text is rendered
  useLayoutEffect(() => {
    const el = textarea.current;
    const caret = pendingCaret.current;
    if (!el || caret === null) return;
    pendingCaret.current = null;
    el.focus();
    el.setSelectionRange(caret, caret);
  }, [text]);

  const apply = (edited: Edited) => {
    pendingCaret.current = edited.caret;
    query.input(null);
    onEdit(edited.text);
  };

  const open = shown !== null && !closed;
  const take = (option: SuggestOption) => {
    const el = textarea.current;
    // The token as it is now (the text may have moved on since the options came).
    const token =
      el && el.selectionStart === el.selectionEnd ? tokenAtCaret(el.value, el.selectionStart) : null;
    if (!el || !token || !shown || token.kind !== shown.token.kind || token.start !== shown.token.start) {
      query.input(null);
      return;
    }
    if (option.kind === 'emoji') void core.intent({ type: 'emoji.used', id: option.emoji.id });
    apply(replaceToken(el.value, token, completionOf(option)));
  };

  const popup: ReactNode = (
    <>
      {open ? (
        <div className="compose-suggest-anchor">
          <div className="compose-suggest" role="listbox" id={listId} aria-label={t('composeSuggest.label')}>
            {shown.options.map((o, i) => (
              <div
                key={o.key}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={i === active ? 'compose-suggest-option is-active' : 'compose-suggest-option'}
                // Keeps the focus (and the caret) in the text, so the option is taken where it was typed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => take(o)}
              >
                <SuggestOptionContent option={o} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
      <div className="visually-hidden" aria-live="polite">
        {open ? t('composeSuggest.count', { count: shown.options.length }) : ''}
      </div>
    </>
  );

  return {
    popup,
    textareaProps: {
      ref: textarea,
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? `${listId}-${active}` : undefined,
      onBlur: () => setClosed(true),
    },
    /** The text changed: look for a token at the caret. */
    typed(el: HTMLTextAreaElement) {
      const caret = el.selectionStart === el.selectionEnd ? el.selectionStart : -1;
      query.input(tokenAtCaret(el.value, caret));
    },
    /** The keys the open list takes; true when it took this one. */
    keyDown(e: KeyboardEvent<HTMLTextAreaElement>): boolean {
      if (!open || e.nativeEvent.isComposing) return false;
      const next = moveActive(e.key, active, shown.options.length);
      const plain = !e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey;
      if (next !== null) setActive(next);
      else if ((e.key === 'Enter' || e.key === 'Tab') && plain)
        take(shown.options[active] ?? (shown.options[0] as SuggestOption));
      else if (e.key === 'Escape') {
        e.stopPropagation();
        setClosed(true);
      } else return false;
      e.preventDefault();
      return true;
    },
    /** Puts `value` (an emoji from the picker) at the caret. */
    insert(value: string) {
      const el = textarea.current;
      const at = el ? [el.selectionStart, el.selectionEnd] : [text.length, text.length];
      apply(insertAtSelection(text, at[0] ?? text.length, at[1] ?? text.length, value));
    },
  };
}
