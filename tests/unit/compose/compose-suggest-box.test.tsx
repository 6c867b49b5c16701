// @vitest-environment happy-dom
// Suggestions in the compose box as a user meets them: typing "Hello @ad" offers @ada once typing pauses, a
// screen reader hears how many, Enter takes it ("@ada " with the caret after it, a new idempotency key), Escape
// closes the list, and a failed lookup shows nothing and says nothing.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComposeSuggestions } from '../../../shared/protocol/compose-suggest.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { earlyCompose, noteEarlyCompose } from '../../../src/components/compose/early-compose.ts';
import { fakeCore, type Rendered, render, until } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  localStorage.clear();
  sessionStorage.clear();
});

const ada = {
  id: '1',
  acct: 'ada',
  username: 'ada',
  displayName: [],
  avatar: '',
  avatarStatic: '',
  url: 'https://example.com/@ada',
  bot: false,
  locked: false,
};

function coreAnswering(answer: (i: Intent) => IntentResult | undefined) {
  const core = fakeCore();
  core.intent = async (i) => {
    core.intents.push(i);
    return answer(i) ?? { ok: true };
  };
  return core;
}

function typeAtEnd(el: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.setSelectionRange(value.length, value.length);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });

describe('compose suggestions', () => {
  it('"Hello @ad" offers @ada, announced; Enter puts "@ada " with the caret after it and a new key', async () => {
    const found: ComposeSuggestions = { accounts: [ada], hashtags: [] };
    const core = coreAnswering((i) =>
      i.type === 'compose.suggest' ? { ok: true, value: found } : undefined,
    );
    r = render(<ComposeBox draftId="side" debounceMs={0} />, core);
    const box = r.container.querySelector('textarea')!;
    box.focus();
    typeAtEnd(box, 'Hello @ad');
    await until(() => r?.container.querySelector('[role="option"]') !== null);
    expect(core.intents).toContainEqual({ type: 'compose.suggest', kind: 'account', q: 'ad' });
    const option = r.container.querySelector('[role="option"]')!;
    expect(option.textContent).toContain('@ada');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(r.container.querySelector('[aria-live="polite"]')?.textContent).toContain('1');
    const saved = (text: string) =>
      core.intents.flatMap((i) =>
        i.type === 'draft.save' && (i.draft as { text?: string } | null)?.text === text
          ? [(i.draft as { idempotencyKey: string }).idempotencyKey]
          : [],
      );
    await until(() => saved('Hello @ad').length > 0);
    key(box, 'Enter');
    await until(() => saved('Hello @ada ').length > 0);
    expect(box.value).toBe('Hello @ada ');
    expect(box.selectionStart).toBe('Hello @ada '.length);
    expect(saved('Hello @ada ')[0]).not.toBe(saved('Hello @ad').at(-1));
    expect(r.container.querySelector('[role="listbox"]')).toBeNull();
  });

  it('Escape closes the list; a failed lookup shows nothing and raises nothing', async () => {
    let fail = false;
    const core = coreAnswering((i) =>
      i.type === 'compose.suggest'
        ? fail
          ? { ok: true, value: { accounts: [], hashtags: [] } }
          : { ok: true, value: { accounts: [ada], hashtags: [] } }
        : undefined,
    );
    r = render(<ComposeBox draftId="side" debounceMs={0} />, core);
    const box = r.container.querySelector('textarea')!;
    box.focus();
    typeAtEnd(box, '@ada');
    await until(() => r?.container.querySelector('[role="option"]') !== null);
    key(box, 'Escape');
    expect(r.container.querySelector('[role="listbox"]')).toBeNull();
    expect(box.value).toBe('@ada');
    fail = true;
    typeAtEnd(box, '@adam');
    await until(() => core.intents.some((i) => i.type === 'compose.suggest' && i.q === 'adam'));
    await until(() => false, 20);
    expect(r.container.querySelector('[role="listbox"]')).toBeNull();
  });
  it('offers @ada for "Hello @ad" typed into the stand-in before the box arrived, the caret kept after it', async () => {
    const found: ComposeSuggestions = { accounts: [ada], hashtags: [] };
    const core = coreAnswering((i) =>
      i.type === 'compose.suggest' ? { ok: true, value: found } : undefined,
    );
    noteEarlyCompose({ value: 'Hello @ad', selectionStart: 9, selectionEnd: 9 });
    earlyCompose.focused = true;
    r = render(<ComposeBox draftId="side" debounceMs={0} />, core);
    const box = r.container.querySelector('textarea')!;
    expect(box.value).toBe('Hello @ad');
    await until(() => r?.container.querySelector('[role="option"]') !== null);
    expect(core.intents).toContainEqual({ type: 'compose.suggest', kind: 'account', q: 'ad' });
    expect(box.selectionStart).toBe(9);
  });
});
