// What was typed into the compose box's stand-in (src/layouts/ComposeStandIn.tsx) before the box's module arrived,
// with the caret and whether it had the focus: the box takes it over when it mounts (useEarlyCompose), so nothing
// typed in that moment is lost. Kept small: the stand-in is in the startup bundle.
import { type RefObject, useLayoutEffect } from 'react';

export interface EarlyCompose {
  text: string;
  start: number;
  end: number;
  focused: boolean;
}

export const earlyCompose: EarlyCompose = { text: '', start: 0, end: 0, focused: false };

/** Notes the stand-in's text and caret (on every input and selection change). */
export function noteEarlyCompose(field: {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}): void {
  earlyCompose.text = field.value;
  earlyCompose.start = field.selectionStart;
  earlyCompose.end = field.selectionEnd;
}

/** The text the box shows once it took over what was typed early: the draft's own first, then the typed text. */
export function joinTyped(draft: string, typed: string): string {
  if (!draft) return typed;
  if (!typed) return draft;
  return /\s$/.test(draft) ? `${draft}${typed}` : `${draft} ${typed}`;
}

/**
 * Takes over what was typed early, once, before the box is first painted: the text goes into the draft as an edit
 * (so it is saved like anything typed), and the focus and caret move into the box's field.
 */
export function useEarlyCompose(
  field: RefObject<HTMLTextAreaElement | null>,
  draftText: () => string,
  setText: (text: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box mounts
  useLayoutEffect(() => {
    const typed = { ...earlyCompose };
    if (!typed.text && !typed.focused) return;
    Object.assign(earlyCompose, { text: '', start: 0, end: 0, focused: false });
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
  }, []);
}
