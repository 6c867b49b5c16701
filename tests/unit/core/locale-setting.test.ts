// The language chosen in one tab is kept by the core: published to every tab (signed in or not: it is not an
// account's setting) and still there after the core restarts (IndexedDB).
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import { createCore } from '../../../worker/app/core.ts';
import { fakeInstance } from './fake-instance.ts';
import { stopTestTimers, testEnv, until } from './test-env.ts';

afterEach(stopTestTimers);

function tab(id: string) {
  const globals: GlobalState[] = [];
  return {
    id,
    globals,
    push: (msgs: PushMessage[]) => {
      for (const m of msgs) if (m.type === 'global') globals.push(m.global);
    },
  };
}

describe('language setting in the core', () => {
  it('a choice made in one tab reaches every tab and survives a core restart, without an account', async () => {
    const idb = new IDBFactory();
    const core = createCore(testEnv(fakeInstance().fetch, { indexedDB: idb }));
    const a = tab('a');
    const b = tab('b');
    for (const t of [a, b]) await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
    const r = await core.api.intent('a', { type: 'settings.patch', patch: { locale: 'ar' } });
    expect(r.ok).toBe(true);
    await until(() => b.globals.some((g) => g.settings.locale === 'ar'), 'the other tab hears the choice');
    await core.kv!.flush();
    const again = createCore(testEnv(fakeInstance().fetch, { indexedDB: idb }));
    const hello = await again.api.hello({ tabId: 'c', protocol: PROTOCOL_VERSION }, () => {});
    expect(hello.ok && hello.global.settings.locale).toBe('ar');
    // Following the browser again is a choice too.
    await again.api.intent('c', { type: 'settings.patch', patch: { locale: null } });
    await again.kv!.flush();
    const third = createCore(testEnv(fakeInstance().fetch, { indexedDB: idb }));
    const hello3 = await third.api.hello({ tabId: 'd', protocol: PROTOCOL_VERSION }, () => {});
    expect(hello3.ok && hello3.global.settings.locale).toBeNull();
  });

  it('a choice is written at once: a core ended right after it (its timers never run again) keeps it', async () => {
    const idb = new IDBFactory();
    // A worker ended by the browser runs none of its timers again: the store's coalescing wait never ends here.
    const frozen = {
      ...testEnv(fakeInstance().fetch, { indexedDB: idb }),
      setTimeout: () => setTimeout(() => {}, 0),
      clearTimeout: () => {},
    };
    const core = createCore(frozen);
    await core.api.hello({ tabId: 'a', protocol: PROTOCOL_VERSION }, () => {});
    expect((await core.api.intent('a', { type: 'settings.patch', patch: { locale: 'de' } })).ok).toBe(true);
    await core.api.goodbye('a');
    const again = createCore(testEnv(fakeInstance().fetch, { indexedDB: idb }));
    const hello = await again.api.hello({ tabId: 'b', protocol: PROTOCOL_VERSION }, () => {});
    expect(hello.ok && hello.global.settings.locale).toBe('de');
  });
});
