// @vitest-environment happy-dom
// What a streamed post costs the rows already on screen (issue 20, item 1): nothing. Posts are drawn by the real row
// components inside the real list, each wrapped in a <Counted> that counts its commits: a post inserted at the
// top, a global change no row shows and a tick of the clock commit no existing row; a change rows do show (the
// language, the media setting) reaches every row from the list's one subscription.
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaView, Row } from '../../../shared/protocol/rows.ts';
import { now } from '../../../src/app/clock.ts';
import { renderRow } from '../../../src/components/render-row.tsx';
import { rowEnvOf } from '../../../src/components/virtual-list/row-env.tsx';
import { scrollCache } from '../../../src/components/virtual-list/scroll-cache.ts';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import { loadLocale } from '../../../src/i18n/index.ts';
import { Counted, countCommits } from './commit-counter.tsx';
import { statusRow } from './fixtures.ts';
import { defaultGlobal, type FakeCore, fakeCore, fakeStore, type Rendered, render } from './harness.tsx';

const saved: [string, PropertyDescriptor | undefined][] = [];
beforeAll(() => {
  // No layout in happy-dom: an 800 px viewport and 100 px rows let the virtualizer choose its range.
  for (const prop of ['clientHeight', 'offsetHeight', 'clientWidth'] as const) {
    saved.push([prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)]);
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('virtual-scroll')) return prop === 'clientWidth' ? 400 : 800;
        if (this.classList.contains('virtual-row')) return 100;
        return 0;
      },
    });
  }
});
afterAll(() => {
  for (const [prop, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, prop, d);
});

let r: Rendered | null = null;
let stopCounting = () => {};
afterEach(async () => {
  stopCounting();
  r?.unmount();
  r = null;
  scrollCache.clear();
  await loadLocale('en');
});

const picture = {
  id: 'm1',
  type: 'image',
  url: 'https://example.test/a.png',
  previewUrl: 'https://example.test/a-small.png',
  description: 'a picture',
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
} as unknown as MediaView;

const rows = (n: number, media: MediaView[] = []): Row[] =>
  Array.from({ length: n }, (_, i) => statusRow(`p${i}`, { sensitive: true, media }));

/** The real list of real post rows, each counting its commits. */
function setup(initial: Row[], core: FakeCore = fakeCore()) {
  const store = fakeStore('timeline:home', initial);
  const commits = new Map<string, number>();
  stopCounting = countCommits((id) => commits.set(id, (commits.get(id) ?? 0) + 1));
  r = render(
    <VirtualList
      store={store}
      label="Home"
      intent={() => {}}
      onRowAction={() => {}}
      render={(row, s) => <Counted id={row.key}>{renderRow(row, s)}</Counted>}
    />,
    core,
  );
  const drawn = () =>
    [...r!.container.querySelectorAll<HTMLElement>('.virtual-row')].map((e) => e.dataset.key);
  /** The rows that committed while `fn` ran. */
  const committedBy = (fn: () => void) => {
    const before = new Map(commits);
    act(fn);
    return [...commits].filter(([k, n]) => n !== before.get(k)).map(([k]) => k);
  };
  return { store, core, drawn, committedBy };
}

describe('the cost of a streamed post to the rows on screen', () => {
  it('a post inserted at the top commits its own row and no other', () => {
    const old = rows(30);
    const { store, drawn, committedBy } = setup(old);
    expect(drawn().length).toBeGreaterThan(3);
    const committed = committedBy(() => store.set([statusRow('new'), ...old]));
    expect(committed).toEqual(['s:new']);
    expect(r!.container.querySelector('.virtual-row [data-status-id]')?.getAttribute('data-status-id')).toBe(
      'new',
    );
  });

  it("a streamed post's row reads nothing global itself: the list reads the settings and language once", () => {
    const core = fakeCore();
    const real = core.global;
    let reads = 0;
    // The same signal, its reads counted (what a component subscribing to it does first).
    core.global = Object.create(real, {
      value: {
        get: () => {
          reads++;
          return real.value;
        },
        set: (v) => {
          real.value = v;
        },
      },
    });
    const old = rows(30, [picture]);
    const { store } = setup(old, core);
    reads = 0;
    act(() => store.set([statusRow('new', { sensitive: true, media: [picture] }), ...old]));
    expect(r!.container.querySelector('[data-status-id="new"] .media-overlay')).not.toBeNull();
    expect(reads).toBeLessThanOrEqual(1);
  });

  it('a global change no row shows (the unread count, the stream) commits no row', () => {
    const { core, committedBy } = setup(rows(10));
    const committed = committedBy(() => {
      core.global.value = { ...core.global.peek(), unreadNotifications: 7, loading: 1 };
    });
    expect(committed).toEqual([]);
  });

  it('a tick of the clock updates every time on screen without committing a row', () => {
    now.value = Date.parse('2026-01-01T00:05:00.000Z');
    const { committedBy } = setup(rows(10));
    const times = () => [...r!.container.querySelectorAll('time')].map((e) => e.textContent);
    expect(new Set(times())).toEqual(new Set(['5m']));
    const committed = committedBy(() => {
      now.value = Date.parse('2026-01-01T03:00:00.000Z');
    });
    expect(committed).toEqual([]);
    expect(new Set(times())).toEqual(new Set(['3h']));
  });

  it('a change of the media setting reaches every row from the list', () => {
    const { core, drawn } = setup(rows(10, [picture]));
    const overlays = () => r!.container.querySelectorAll('.media-overlay').length;
    // Sensitive media hide behind their overlay by default, show with "show all".
    expect(overlays()).toBe(drawn().length);
    act(() => {
      core.global.value = {
        ...core.global.peek(),
        settings: { ...core.global.peek().settings, mediaDisplay: 'show_all' },
      };
    });
    expect(overlays()).toBe(0);
    expect(r!.container.querySelectorAll('.media-item').length).toBe(drawn().length);
  });

  it('a new language reaches every row: the action bar speaks it', async () => {
    const { drawn } = setup(rows(10));
    const labels = () =>
      [...r!.container.querySelectorAll('.action.bookmark')].map((e) => e.getAttribute('aria-label'));
    expect(new Set(labels())).toEqual(new Set(['Bookmark']));
    await act(() => loadLocale('de'));
    expect(labels().length).toBe(drawn().length);
    expect(new Set(labels()).has('Bookmark')).toBe(false);
  });
});

describe('rowEnvOf', () => {
  it('keeps the same environment across global changes rows do not read, a new one when they do', () => {
    const g = defaultGlobal();
    const first = rowEnvOf(g, 'en', null);
    expect(rowEnvOf({ ...g, unreadNotifications: 3, settings: { ...g.settings } }, 'en', first)).toBe(first);
    expect(rowEnvOf(g, 'de', first)).not.toBe(first);
    expect(rowEnvOf({ ...g, settings: { mediaDisplay: 'show_all' } }, 'en', first).mediaDisplay).toBe(
      'show_all',
    );
    expect(rowEnvOf({ ...g, translationLanguages: { de: ['en'] } }, 'en', first)).not.toBe(first);
  });
});
