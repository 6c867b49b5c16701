// @vitest-environment happy-dom
// A keystroke in the compose box re-renders what shows the text (the field, the counter, the Post button) and
// nothing else: the tools row (media, poll, content warning, schedule, emoji, visibility, quote policy, language)
// keeps its elements untouched. Each re-render of a <select> makes React walk its options to set `selected`, and
// every re-rendered part is work and garbage on the keystroke's path, whose tail grows with the page's heap (a
// collection over 2,000 loaded posts costs more than over 20; issue 20 item 5).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { byText, click, fakeCore, type Rendered, render, settle, typeInto } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** Counts writes of `selected` on any option (React's walk over a select's options when it re-renders). */
function countOptionWrites() {
  const desc = Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'selected');
  if (!desc?.set) throw new Error('no selected setter to watch');
  let writes = 0;
  const set = desc.set;
  Object.defineProperty(HTMLOptionElement.prototype, 'selected', {
    ...desc,
    set(this: HTMLOptionElement, v: boolean) {
      writes++;
      set.call(this, v);
    },
  });
  return {
    get writes() {
      return writes;
    },
    restore: () => Object.defineProperty(HTMLOptionElement.prototype, 'selected', desc),
  };
}

describe('a keystroke in compose', () => {
  it('leaves the tools row alone: no select walks its options, no tool element is replaced', async () => {
    r = render(<ComposeBox draftId="side" debounceMs={5} />, fakeCore());
    await settle();
    const field = r.container.querySelector('textarea')!;
    typeInto(field, 'H');
    await settle();
    const language = r.container.querySelector<HTMLSelectElement>('select.compose-language')!;
    const cw = byText(r.container, 'button', 'CW')!;
    const watch = countOptionWrites();
    try {
      for (const text of ['He', 'Hel', 'Hell', 'Hello']) typeInto(field, text);
      await settle();
      expect(field.value).toBe('Hello');
      expect(watch.writes).toBe(0);
    } finally {
      watch.restore();
    }
    // The same elements, still working with the newest draft.
    expect(r.container.querySelector('select.compose-language')).toBe(language);
    click(cw);
    expect(cw.getAttribute('aria-pressed')).toBe('true');
    expect(r.container.querySelector('textarea')?.value).toBe('Hello');
  });

  it('still updates the tools when what they show changes (visibility, language)', async () => {
    r = render(<ComposeBox draftId="side" debounceMs={5} />, fakeCore());
    await settle();
    const field = r.container.querySelector('textarea')!;
    typeInto(field, 'words');
    const visibility = r.container.querySelector<HTMLSelectElement>('select')!;
    visibility.value = 'private';
    visibility.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(r.container.querySelector<HTMLSelectElement>('select')?.value).toBe('private');
    // A private post has no quote policy to choose.
    expect(r.container.querySelector('select.quote-policy')).toBeNull();
    expect(r.container.querySelector('textarea')?.value).toBe('words');
  });
});
