// The column patterns' engine (re2js) is not in the core's first script: the core fetches it only once a column
// has a pattern, and a column with a pattern shows none of the posts its pattern hides, not even while the engine
// is on its way.
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp } from '../../../shared/protocol/diff.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import type { RawResult } from '../../../worker/api/transport.ts';
import { createTimelineWiring } from '../../../worker/app/timelines.ts';
import type { Re2 } from '../../../worker/filters/re2-load.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { status } from '../timelines/fixtures.ts';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const HOME = 'timeline:timeline=home';
const posts = (): Status[] => [
  status('000003', { content: '<p>buy this NFT</p>', accountId: '7' }),
  status('000002', { content: '<p>a quiet morning</p>', accountId: '7' }),
  status('000001', { content: '<p>crypto news</p>', accountId: '7' }),
];

/** A home wiring over a fixed page, with a hand-released engine loader that counts its calls. */
function setup(settings: Record<string, unknown>) {
  let loads = 0;
  let release: (re2: Re2) => void = () => {};
  const wiring = createTimelineWiring({
    request: (): Promise<RawResult> =>
      Promise.resolve({ ok: true, answer: { status: 200, headers: new Headers(), body: posts() } }),
    store: new EntityStore(),
    me: 'me',
    now: () => 0,
    log: () => {},
    acquire: () => () => {},
    settings: () => settings,
    loadRegexEngine: () => {
      loads++;
      return new Promise<Re2>((r) => {
        release = r;
      });
    },
  });
  let rows: Row[] = [];
  const view = wiring.openView(HOME, { timeline: 'home' }, (ops: RowOp[]) => {
    rows = applyOps(rows, ops);
  });
  rows = view.snapshot().rows;
  return {
    wiring,
    loads: () => loads,
    release: (re2: Re2) => release(re2),
    keys: () => rows.filter((r) => r.kind === 'status').map((r) => r.key),
  };
}

describe('the column patterns engine is fetched only when a pattern exists', () => {
  it('without a pattern the engine is never fetched and home shows every post', async () => {
    const t = setup({});
    await flush();
    expect(t.keys()).toEqual(['s:000003', 's:000002', 's:000001']);
    expect(t.loads()).toBe(0);
    t.wiring.dispose();
  });

  it('with a pattern, home waits for the engine, then shows only what the pattern lets through', async () => {
    const t = setup({ regex: { home: 'crypto|nft' } });
    await flush();
    expect(t.loads()).toBe(1);
    // Nothing the pattern might hide is shown before the engine can judge it.
    expect(t.keys()).toEqual([]);
    t.release(RE2JS);
    await flush();
    expect(t.keys()).toEqual(['s:000002']);
    t.wiring.dispose();
  });

  it('a pattern typed later fetches the engine once and re-judges the open column', async () => {
    const t = setup({});
    await flush();
    expect(t.keys()).toHaveLength(3);
    t.wiring.onSettings({ regex: { home: 'nft' } });
    t.wiring.onSettings({ regex: { home: 'nft|crypto' } });
    expect(t.loads()).toBe(1);
    t.release(RE2JS);
    await flush();
    expect(t.keys()).toEqual(['s:000002']);
    t.wiring.dispose();
  });
});
