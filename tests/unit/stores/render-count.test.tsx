// @vitest-environment happy-dom
// Counts React renders: a streamed post inserted into a 1,000-row view renders one row component (and the list
// once); a favourite on one row renders that row alone and not the list.
import { useSignals } from '@preact/signals-react/runtime';
import { act } from 'preact/test-utils';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { emptyMeta } from '../../../shared/protocol/diff.ts';
import { createViewStore, type LiveViewStore } from '../../../src/stores/view-store.ts';
import { statusRow } from '../views/fixtures.ts';

const renders = { list: 0, rows: new Map<string, number>() };

const RowView = memo(function RowView({ store, rowKey }: { store: LiveViewStore; rowKey: string }) {
  useSignals();
  renders.rows.set(rowKey, (renders.rows.get(rowKey) ?? 0) + 1);
  const row = store.row(rowKey)?.value;
  if (row?.kind !== 'status') return null;
  return <article data-key={rowKey}>{row.status.favourited ? '★' : '☆'}</article>;
});

function List({ store }: { store: LiveViewStore }) {
  useSignals();
  renders.list += 1;
  return (
    <section>
      {store.keys.value.map((k) => (
        <RowView key={k} store={store} rowKey={k} />
      ))}
    </section>
  );
}

const total = () => [...renders.rows.values()].reduce((a, b) => a + b, 0);

describe('view store renders', () => {
  it('renders one row component and the list once for a post inserted into 1,000 rows', async () => {
    const store = createViewStore('timeline:timeline=home');
    const rows = Array.from({ length: 1000 }, (_, i) => statusRow(String(10_000 - i)));
    store.applySnapshot({ view: store.view, version: 0, rows, meta: emptyMeta() });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<List store={store} />));
    expect(host.querySelectorAll('article')).toHaveLength(1000);

    renders.list = 0;
    renders.rows.clear();
    await act(async () => {
      store.applyDiff({
        view: store.view,
        version: 1,
        ops: [{ op: 'insert', index: 0, rows: [statusRow('20000')] }],
      });
    });
    expect(renders.list).toBe(1);
    expect(total()).toBe(1);
    expect(renders.rows.get('s:20000')).toBe(1);
    expect(host.querySelector('article')?.getAttribute('data-key')).toBe('s:20000');

    renders.list = 0;
    renders.rows.clear();
    const faved = statusRow('9500');
    faved.status.favourited = true;
    await act(async () => {
      store.applyDiff({ view: store.view, version: 2, ops: [{ op: 'update', row: faved }] });
    });
    expect(renders.list).toBe(0);
    expect([...renders.rows]).toEqual([['s:9500', 1]]);
    expect(host.querySelector('[data-key="s:9500"]')?.textContent).toBe('★');
    await act(async () => root.unmount());
  });
});
