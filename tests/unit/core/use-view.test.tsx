// @vitest-environment happy-dom
// The Core the views use: a view mounted under StrictMode (double render, double effect) subscribes once and
// unsubscribes when the last component using it unmounts; two components on one view share one store.
import { act } from 'preact/test-utils';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { CoreApi } from '../../../shared/protocol/core-api.ts';
import { emptyMeta } from '../../../shared/protocol/diff.ts';
import { createGlobalHub } from '../../../shared/protocol/global-state.ts';
import type { Core } from '../../../src/app/core-context.tsx';
import { createTabCore } from '../../../src/core-client/core.ts';
import { createCoreSession } from '../../../src/core-client/session.ts';
import type { ViewStore } from '../../../src/stores/types.ts';
import { createCoreHost } from '../../../worker/core/host.ts';

function Home({ core, seen }: { core: Core; seen: ViewStore[] }) {
  seen.push(core.useView({ kind: 'timeline', timeline: 'home' }));
  return null;
}

describe('useView', () => {
  it('subscribes once under StrictMode, shares the store, and releases with the last component', async () => {
    let opened = 0;
    let disposed = 0;
    const schedule = (fn: () => void) => queueMicrotask(fn);
    const host = createCoreHost({
      coreId: 'c',
      global: createGlobalHub({ now: Date.now, schedule }),
      now: Date.now,
      schedule,
      backend: {
        openView() {
          opened += 1;
          return {
            snapshot: () => ({ rows: [], meta: emptyMeta() }),
            dispose: () => {
              disposed += 1;
            },
          };
        },
        intent: async () => ({ ok: true }),
        signInStart: async () => ({ ok: true, url: '' }),
        signInFinish: async () => ({ ok: true }),
        signOut: async () => ({ ok: true }),
        lookupAccount: async () => null,
      },
    });
    const api: CoreApi = host.api;
    const session = createCoreSession({
      tabId: 't',
      open: async () => ({ mode: 'page', api, wrap: (p) => p, close: () => {} }),
      setTimeout: () => 0,
      clearTimeout: () => {},
      storage: null,
      reload: () => {},
    });
    await session.start();
    const core = createTabCore(session, 't', 'http://app.test');
    const seen: ViewStore[] = [];
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () =>
      root.render(
        <StrictMode>
          <Home core={core} seen={seen} />
          <Home core={core} seen={seen} />
        </StrictMode>,
      ),
    );
    await act(async () => {});
    expect(host.views.keys()).toEqual(['timeline:timeline=home']);
    expect(new Set(seen).size).toBe(1);
    await act(async () => root.unmount());
    await act(async () => {});
    expect(host.views.keys()).toEqual([]);
    expect(disposed).toBe(opened);
  });
});
