// What was typed into the compose box's stand-in (src/layouts/ComposeStandIn.tsx) before the box's module arrived,
// with the caret and whether it had the focus: the box takes it over when it mounts (useEarlyCompose), so nothing
// typed in that moment is lost. The text is written to localStorage as it is typed too: a tab closed (or reloaded)
// before its box arrived leaves it to the next box that mounts, in this tab or a new one, as a box's own draft is.
// Kept small: the stand-in is in the startup bundle.
import { type RefObject, useLayoutEffect } from 'react';
import { pageLeaving } from '../../lib/page-leaving.ts';

export interface EarlyCompose {
  text: string;
  start: number;
  end: number;
  focused: boolean;
  /** The text is another page's (read from localStorage at start), not typed here. */
  kept: boolean;
}

const KEY = 'woolly.compose.early';

function read(): string {
  try {
    return typeof localStorage === 'undefined' ? '' : (localStorage.getItem(KEY) ?? '');
  } catch {
    return '';
  }
}

function write(text: string | null): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (text) localStorage.setItem(KEY, text);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or refused: the text is still handed over in this tab.
  }
}

const keptText = read();
export const earlyCompose: EarlyCompose = {
  text: keptText,
  start: keptText.length,
  end: keptText.length,
  focused: false,
  kept: keptText !== '',
};

/** Notes the stand-in's text and caret (on every input and selection change). */
export function noteEarlyCompose(field: {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}): void {
  if (field.value !== earlyCompose.text) write(field.value);
  earlyCompose.text = field.value;
  earlyCompose.start = field.selectionStart;
  earlyCompose.end = field.selectionEnd;
  earlyCompose.kept = false;
}

/** The text the box shows once it took over what was typed early: the draft's own first, then the typed text. */
export function joinTyped(draft: string, typed: string): string {
  if (!draft) return typed;
  if (!typed) return draft;
  return /\s$/.test(draft) ? `${draft}${typed}` : `${draft} ${typed}`;
}

/**
 * Takes over what was typed early, once, before the box is first painted (not in a page already leaving): the text
 * goes into the draft as an edit (so it is saved like anything typed), and the focus and caret move into the box's
 * field.
 */
export function useEarlyCompose(
  field: RefObject<HTMLTextAreaElement | null>,
  draftText: () => string,
  setText: (text: string) => void,
  /** Called with the box's field once it has the text and the caret typed early (to offer suggestions there). */
  takenOver?: (el: HTMLTextAreaElement) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box mounts
  useLayoutEffect(() => {
    // A box that arrives in a page already closing leaves the text where it is: the next tab's box takes it (this
    // page is about to go without another pagehide to mark a draft of its own as closed).
    if (pageLeaving()) return;
    const typed = { ...earlyCompose };
    Object.assign(earlyCompose, { text: '', start: 0, end: 0, focused: false, kept: false });
    // Another page's text is taken once: not when a box elsewhere took it since this page started.
    if (typed.kept && read() !== typed.text) typed.text = '';
    if (typed.text) write(null);
    if (!typed.text && !typed.focused) return;
    const base = draftText();
    const text = joinTyped(base, typed.text);
    if (typed.text) setText(text);
    if (!typed.focused) return;
    const el = field.current;
    if (!el) return;
    el.focus();
    // The caret where it was in the stand-in, past the draft's own text when there was some.
    const shift = text.length - typed.text.length;
    el.value = text;
    el.setSelectionRange(typed.start + shift, typed.end + shift);
    // "Hello @ad" typed before the box came gets its suggestions as if typed in the box; a kept draft that only got
    // the focus early (nothing typed) does not: the list would open over the tools unasked.
    if (typed.text) takenOver?.(el);
  }, []);
}
