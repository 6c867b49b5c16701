// @vitest-environment happy-dom
// A post's avatar is looked up once (issue 20, item 1): React 19 assigns an <img>'s `src` prop twice, when it makes
// the element and again when it commits it, and the browser looks the image up at each assignment, for every
// streamed post. The avatar's source is set once, by a ref, and stays right when the row is drawn again.
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatusRow as StatusRowModel } from '../../../shared/protocol/rows.ts';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { account, statusRow } from './fixtures.ts';
import { type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
const restore: (() => void)[] = [];
afterEach(() => {
  r?.unmount();
  r = null;
  for (const undo of restore.splice(0)) undo();
});

/** Counts every assignment of an avatar's source, by attribute or by property. */
function countAvatarSources(): { count: number } {
  const seen = { count: 0 };
  // happy-dom's property setter writes the attribute: one assignment counts once.
  let inSetter = false;
  const isAvatar = (el: Element) => el.classList.contains('avatar');
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name === 'src' && !inSetter && isAvatar(this)) seen.count++;
    return setAttribute.call(this, name, value);
  };
  const proto = Object.getPrototypeOf(document.createElement('img')) as HTMLImageElement;
  const src = Object.getOwnPropertyDescriptor(proto, 'src');
  if (src?.set) {
    Object.defineProperty(proto, 'src', {
      ...src,
      set(this: HTMLImageElement, value: string) {
        if (isAvatar(this)) seen.count++;
        inSetter = true;
        try {
          src.set?.call(this, value);
        } finally {
          inSetter = false;
        }
      },
    });
  }
  restore.push(() => {
    Element.prototype.setAttribute = setAttribute;
    if (src) Object.defineProperty(proto, 'src', src);
  });
  return seen;
}

/** The row drawn by a holder whose row can be replaced, as the list's row slot does when the core sends it again. */
let setRow: (row: StatusRowModel) => void = () => {};
function Holder({ initial }: { initial: StatusRowModel }) {
  const [row, set] = useState(initial);
  setRow = set;
  return <StatusRow row={row} />;
}

describe('a post row’s avatar', () => {
  it('is given its source once, and a new one when the author’s avatar changes', () => {
    const seen = countAvatarSources();
    const author = {
      ...account('7', 'Alice'),
      avatar: 'https://a.example/7.png',
      avatarStatic: 'https://a.example/7.png',
    };
    const row = statusRow('1', { account: author });
    r = render(<Holder initial={row} />);
    const img = r.container.querySelector('img.avatar');
    expect(img?.getAttribute('src')).toBe('https://a.example/7.png');
    expect(img?.getAttribute('alt')).toBe('');
    expect(seen.count).toBe(1);
    // The row drawn again (a count changed): nothing to look up again.
    act(() => setRow(statusRow('1', { account: { ...author }, favouritesCount: 3 })));
    expect(seen.count).toBe(1);
    const changed = { ...author, avatarStatic: 'https://a.example/7-new.png' };
    act(() => setRow(statusRow('1', { account: changed })));
    expect(r!.container.querySelector('img.avatar')?.getAttribute('src')).toBe('https://a.example/7-new.png');
    expect(seen.count).toBe(2);
  });
});
