// @vitest-environment happy-dom
// The compose box's "replying to" preview (the post answered, its author and an excerpt; Cancel reply keeps the
// text and drops the reply) and its counter (a ring and a number, amber near the limit, red past it, announced
// politely only when a threshold is crossed).
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../shared/compose/draft.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import {
  counterAnnouncement,
  counterLevel,
  nearAt,
  ringFraction,
} from '../../../src/components/compose/counter.ts';
import { account, statusRow } from '../views/fixtures.ts';
import { byText, click, fakeCore, type Rendered, render, settle, typeInto } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  localStorage.clear();
  sessionStorage.clear();
});

describe('the counter’s rules', () => {
  it('turns amber near the limit and red past it', () => {
    expect(nearAt(500)).toBe(50);
    expect(nearAt(40)).toBe(10);
    expect([100, 50, 1, 0, -1].map((left) => counterLevel(left, 500))).toEqual([
      'ok',
      'near',
      'near',
      'near',
      'over',
    ]);
    expect(ringFraction(500, 500)).toBe(0);
    expect(ringFraction(250, 500)).toBe(0.5);
    expect(ringFraction(-20, 500)).toBe(1);
  });

  it('announces only when a threshold is crossed', () => {
    expect(counterAnnouncement('ok', 'ok', 300)).toBeNull();
    expect(counterAnnouncement('ok', 'near', 50)).toEqual({ kind: 'near', count: 50 });
    expect(counterAnnouncement('near', 'near', 49)).toBeNull();
    expect(counterAnnouncement('near', 'over', -3)).toEqual({ kind: 'over', count: 3 });
    expect(counterAnnouncement('over', 'ok', 100)).toEqual({ kind: 'clear' });
  });
});

function coreWith(draft: ReturnType<typeof emptyDraft> | null) {
  const core = fakeCore();
  core.intent = async (i: Intent): Promise<IntentResult> => {
    core.intents.push(i);
    return i.type === 'draft.load' ? { ok: true, value: draft } : { ok: true };
  };
  return core;
}

describe('the compose box', () => {
  it('shows the post being replied to, and Cancel reply keeps the text but drops the reply', async () => {
    const draft = {
      ...emptyDraft({ visibility: 'public', sensitive: false, language: 'en' }),
      inReplyToId: '9',
    };
    const core = coreWith({ ...draft, text: '@ada hello' });
    r = render(<ComposeBox draftId="reply" />, core);
    await settle();
    const store = core.stores.get('thread:statusId=9')!;
    act(() => {
      store.set([
        statusRow('9', {
          account: { ...account('7', 'Ada'), acct: 'ada' },
          content: [{ t: 'p', c: ['Knitting a scarf'] }],
        }),
      ]);
    });
    const preview = r.container.querySelector('.reply-preview')!;
    expect(preview.querySelector('.handle')?.textContent).toBe('@ada');
    expect(preview.querySelector('.reply-preview-excerpt')?.textContent).toBe('Knitting a scarf');
    click(preview.querySelector('button[aria-label="Cancel reply"]'));
    expect(r.container.querySelector('.reply-preview')).toBeNull();
    expect(r.container.querySelector('textarea')?.value).toBe('@ada hello');
  });

  it('draws the counter amber near the limit and red past it, and says so once', async () => {
    const core = coreWith(null);
    core.global.value = { ...core.global.value, maxCharacters: 60 };
    r = render(<ComposeBox draftId="count" />, core);
    await settle();
    const counter = () => r!.container.querySelector('.char-counter')!;
    const said = () =>
      r!.container.querySelector('.compose-bar .visually-hidden[role="status"]')?.textContent;
    expect(counter().className).toContain('level-ok');
    expect(counter().querySelector('svg circle.char-ring-fill')).not.toBeNull();
    typeInto(r.container.querySelector('textarea')!, 'x'.repeat(52));
    await settle();
    expect(counter().className).toContain('level-near');
    expect(counter().textContent).toBe('8');
    expect(said()).toBe('8 characters left');
    typeInto(r.container.querySelector('textarea')!, 'x'.repeat(61));
    await settle();
    expect(counter().className).toContain('level-over');
    expect(said()).toBe('1 character over the limit');
    expect(byText(r.container, 'button', 'Post')?.hasAttribute('disabled')).toBe(true);
  });
});
