// The out-buffer remembers the view it last wrote to (the streaming path's one-view case); what goes out must be
// what was gathered, per view, whatever the order of views, closings and nested batches.
import { describe, expect, it } from 'vitest';
import type { RowOp } from '../../../shared/protocol/diff.ts';
import { DiffBuffer } from '../../../worker/timelines/diffBuffer.ts';

const rm = (key: string): RowOp => ({ op: 'remove', keys: [key] });

function buffer(open = new Set(['a', 'b'])) {
  const sent: [string, RowOp[], unknown][] = [];
  const out = new DiffBuffer(
    (key, ops, meta) => sent.push([key, ops, meta]),
    (k) => open.has(k),
  );
  return { out, sent, open };
}

describe('DiffBuffer', () => {
  it('sends one diff per view with its own ops, views interleaved', () => {
    const { out, sent } = buffer();
    out.batch(() => {
      out.op({ key: 'a' }, rm('1'));
      out.op({ key: 'b' }, rm('2'));
      out.op({ key: 'a' }, rm('3'));
      out.meta({ key: 'b' }, { pending: 1 });
    });
    expect(sent).toEqual([
      ['a', [rm('1'), rm('3')], undefined],
      ['b', [rm('2')], { pending: 1 }],
    ]);
  });

  it('a view dropped meanwhile gets nothing, the other view gets its diff', () => {
    const { out, sent } = buffer();
    out.batch(() => {
      out.op({ key: 'a' }, rm('1'));
      out.op({ key: 'b' }, rm('2'));
      out.drop('b');
      out.op({ key: 'a' }, rm('3'));
    });
    out.batch(() => {
      out.op({ key: 'b' }, rm('4'));
      out.drop('b');
    });
    out.batch(() => out.op({ key: 'b' }, rm('5')));
    expect(sent).toEqual([
      ['a', [rm('1'), rm('3')], undefined],
      ['b', [rm('5')], undefined],
    ]);
  });

  it('nested batches go out once, at the outermost end; each batch starts empty', () => {
    const { out, sent } = buffer();
    out.batch(() => {
      out.op({ key: 'a' }, rm('1'));
      out.batch(() => out.op({ key: 'a' }, rm('2')));
      expect(sent).toEqual([]);
    });
    out.batch(() => out.op({ key: 'a' }, rm('3')));
    expect(sent).toEqual([
      ['a', [rm('1'), rm('2')], undefined],
      ['a', [rm('3')], undefined],
    ]);
  });
});
