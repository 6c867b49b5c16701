// @vitest-environment happy-dom
// Thread lines (issue 13): in a thread every reply shown right under its parent is joined to it (ancestors → the
// focused post → replies; no line leaves the focused post downwards, its facts are under it); in a timeline only a
// self-thread is (an author answering themself), never a boost; the joins land as data-thread on rendered rows.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../../../shared/protocol/rows.ts';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import {
  markThreadLines,
  type ThreadLinePost,
  threadJoins,
  threadLineMode,
} from '../../../src/components/virtual-list/thread-lines.ts';
import { account, statusRow } from './fixtures.ts';
import { type Rendered, render } from './harness.tsx';

const post = (id: string, replyTo: string | null, author = 'a', focused = false): ThreadLinePost => ({
  id,
  replyTo,
  author,
  focused,
});
const marks = (posts: (ThreadLinePost | null)[], mode: 'thread' | 'self' | 'none') =>
  threadJoins(posts, mode).map((j) => `${j.up ? 'U' : '-'}${j.down ? 'D' : '-'}`);

describe('which rows are joined', () => {
  it('joins a thread from its root through the focused post to the replies under it', () => {
    const rows = [
      post('1', null),
      post('2', '1', 'b'),
      post('3', '2', 'a', true),
      post('4', '3', 'c'),
      post('5', '3'),
    ];
    // 3 is focused: joined up to 2, but no line leaves it downwards; 5 answers 3 but sits under 4.
    expect(marks(rows, 'thread')).toEqual(['-D', 'UD', 'U-', '--', '--']);
  });

  it('joins only self-threads in a timeline', () => {
    const rows = [post('1', null, 'a'), post('2', '1', 'a'), post('3', '2', 'b'), null, post('5', '3', 'b')];
    expect(marks(rows, 'self')).toEqual(['-D', 'U-', '--', '--', '--']);
  });

  it('joins a self-thread shown newest first, the answer above the post it answers', () => {
    const rows = [post('3', '2', 'a'), post('2', '1', 'a'), post('1', null, 'a'), post('0', null, 'b')];
    expect(marks(rows, 'self')).toEqual(['-D', 'UD', 'U-', '--']);
    // In a thread, a reply above its parent is not how a thread reads: not joined.
    expect(marks(rows, 'thread')).toEqual(['--', '--', '--', '--']);
  });

  it('knows the mode of each list', () => {
    expect(threadLineMode('thread:statusId=9')).toBe('thread');
    expect(threadLineMode('timeline:timeline=home')).toBe('self');
    expect(threadLineMode('notifications')).toBe('none');
  });
});

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

function renderRows(rows: Row[]) {
  r = render(
    <div className="virtual-window">
      {rows.map((row) => (
        <div className="virtual-row" key={row.key} data-key={row.key}>
          {row.kind === 'status' ? <StatusRow row={row} /> : null}
        </div>
      ))}
    </div>,
  );
  return r.container.querySelector('.virtual-window')!;
}

describe('the rendered rows of a timeline', () => {
  it('carry data-thread on a self-thread and on nothing else (a boost of a reply is not joined)', () => {
    const ada = account('1', 'Ada');
    const bob = account('2', 'Bob');
    const win = renderRows([
      statusRow('10', { account: ada }),
      statusRow('11', { account: ada, inReplyToId: '10' }),
      statusRow('12', { account: bob, inReplyToId: '11' }),
      statusRow('13', { account: bob, inReplyToId: '12' }, { rebloggedBy: ada, key: 's:b13' }),
    ]);
    markThreadLines(win.children, 'self');
    expect([...win.children].map((el) => el.getAttribute('data-thread'))).toEqual(['down', 'up', null, null]);
    // A list that changed: the marks follow.
    markThreadLines(win.children, 'none');
    expect([...win.children].map((el) => el.getAttribute('data-thread'))).toEqual([null, null, null, null]);
  });
});

describe('marking after each commit', () => {
  it('finds each row’s post once, not at every commit, and still follows what the row says', () => {
    const ada = account('1', 'Ada');
    const win = renderRows([
      statusRow('20', { account: ada }),
      statusRow(
        '21',
        { account: ada, inReplyToId: '20' },
        { filter: { action: 'warn', titles: ['Spoilers'] } },
      ),
    ]);
    markThreadLines(win.children, 'self');
    // The filtered reply is a warning, not a post: nothing is joined.
    expect([...win.children].map((el) => el.getAttribute('data-thread'))).toEqual([null, null]);
    let searches = 0;
    for (const row of win.children) {
      const own = row.querySelector.bind(row);
      (row as Element & { querySelector: typeof own }).querySelector = ((s: string) => {
        searches++;
        return own(s);
      }) as typeof own;
    }
    markThreadLines(win.children, 'self');
    expect(searches).toBe(0);
    // "Show anyway": React keeps the row's article and gives it its author; the join follows.
    act(() => (win.querySelector('.filtered .link-button') as HTMLButtonElement).click());
    markThreadLines(win.children, 'self');
    expect([...win.children].map((el) => el.getAttribute('data-thread'))).toEqual(['down', 'up']);
  });
});
