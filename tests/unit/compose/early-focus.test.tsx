// @vitest-environment happy-dom
// A compose box that mounts while its stand-in has the focus takes the focus over; it offers suggestions for the
// word at the caret only when that word was typed in the stand-in. A kept draft ending in "@ad" opened with the focus
// (the /publish page) must not pop a list of accounts over the tools the user has not typed for (the list covered
// the emoji button in the end-to-end audit).
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyCompose, useEarlyCompose } from '../../../src/components/compose/early-compose.ts';
import { type Rendered, render } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  localStorage.clear();
});

function Box({ draft, taken }: { draft: string; taken: string[] }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEarlyCompose(
    field,
    () => draft,
    () => {},
    (el) => taken.push(el.value),
  );
  return <textarea ref={field} defaultValue={draft} />;
}

describe('a compose box taking over from its stand-in', () => {
  it('takes the focus but offers no suggestion for a kept draft when nothing was typed early', () => {
    Object.assign(earlyCompose, { text: '', start: 0, end: 0, focused: true, kept: false });
    const taken: string[] = [];
    r = render(<Box draft="Hello @ad" taken={taken} />);
    const field = r.container.querySelector('textarea');
    expect(document.activeElement).toBe(field);
    expect(taken).toEqual([]);
  });

  it('offers suggestions for what was typed early, as if typed in the box', () => {
    Object.assign(earlyCompose, { text: 'Hi @ad', start: 6, end: 6, focused: true, kept: false });
    const taken: string[] = [];
    r = render(<Box draft="" taken={taken} />);
    expect(taken).toEqual(['Hi @ad']);
  });
});
