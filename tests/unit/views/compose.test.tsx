// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../../shared/protocol/rows.ts';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { canSubmit, charactersLeft, countCharacters } from '../../../src/components/compose/compose-logic.ts';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import { statusRow } from './fixtures.ts';
import { byText, click, fakeCore, fakeStore, type Rendered, render, settle, typeInto } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  vi.useRealTimers();
});

describe('compose logic', () => {
  it('counts a URL as 23 characters and a remote mention by its local part', () => {
    expect(countCharacters('see https://a-very-long-domain.example/with/a/long/path?q=1')).toBe(4 + 23);
    expect(countCharacters('hi @bob@far.example')).toBe('hi @bob'.length);
    expect(charactersLeft({ text: 'abc', spoilerOn: true, spoilerText: 'cw' }, 500)).toBe(495);
  });

  it('cannot send an empty post or one over the limit', () => {
    const d = {
      text: '  ',
      spoilerOn: false,
      spoilerText: '',
      visibility: 'public' as const,
      inReplyToId: null,
      media: [],
      poll: null,
    };
    expect(canSubmit(d, 500, false)).toBe(false);
    expect(canSubmit({ ...d, text: 'x'.repeat(501) }, 500, false)).toBe(false);
    expect(canSubmit({ ...d, text: 'hello' }, 500, true)).toBe(false);
    expect(canSubmit({ ...d, text: 'hello' }, 500, false)).toBe(true);
  });
});

describe('ComposeBox', () => {
  it("counts down from the instance's maximum", () => {
    const core = fakeCore();
    core.global.value = { ...core.global.value, maxCharacters: 100 };
    r = render(<ComposeBox draftId="d" />, core);
    typeInto(r.container.querySelector('textarea'), 'hello');
    expect(r.container.querySelector('.char-counter')?.textContent).toBe('95');
  });

  it('saves the draft to the core debounced, once for a burst of typing', () => {
    vi.useFakeTimers();
    const core = fakeCore();
    r = render(<ComposeBox draftId="d1" debounceMs={100} />, core);
    const ta = r.container.querySelector('textarea');
    typeInto(ta, 'h');
    typeInto(ta, 'he');
    typeInto(ta, 'hey');
    const saves = () => core.intents.filter((i) => i.type === 'draft.save');
    expect(saves()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(saves()).toMatchObject([
      {
        type: 'draft.save',
        // Kept under this tab's compose session (issue 12 item 3).
        draftId: expect.stringMatching(/^d1@./),
        draft: { text: 'hey', spoilerOn: false, spoilerText: '', visibility: 'public', inReplyToId: null },
      },
    ]);
  });

  it('posts with a content warning and visibility, then clears', async () => {
    const core = fakeCore();
    r = render(<ComposeBox draftId="d2" />, core);
    click(byText(r.container, 'button', 'CW'));
    typeInto(r.container.querySelector('input[aria-label="Content warning"]'), 'spoilers');
    typeInto(r.container.querySelector('textarea'), 'the butler did it');
    const select = r.container.querySelector('select')!;
    act(() => {
      select.value = 'private';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click(byText(r.container, 'button', 'Post'));
    await settle();
    const types = core.intents.map((i) => i.type);
    expect(types.slice(-2)).toEqual(['draft.save', 'compose.submit']);
    const saved = core.intents.at(-2);
    expect(saved).toMatchObject({
      draft: { text: 'the butler did it', spoilerOn: true, spoilerText: 'spoilers', visibility: 'private' },
    });
    expect(r.container.querySelector('textarea')?.value).toBe('');
  });

  it('typing never re-renders the timeline beside it', () => {
    const store = fakeStore(
      'timeline:home',
      Array.from({ length: 50 }, (_, i): Row => statusRow(String(i))),
    );
    let rowRenders = 0;
    r = render(
      <>
        <ComposeBox draftId="d3" />
        <VirtualList
          store={store}
          label="Home"
          intent={() => {}}
          onRowAction={() => {}}
          render={(row) => {
            rowRenders++;
            return <div>{row.key}</div>;
          }}
        />
      </>,
    );
    const before = rowRenders;
    const ta = r.container.querySelector('textarea');
    for (const text of ['a', 'ab', 'abc', 'abcd']) typeInto(ta, text);
    expect(rowRenders).toBe(before);
  });
});
