// The deck kept by the core: a change made in one tab is applied to the deck the core holds and published to every
// tab; two tabs changing it at once (each from the same old copy) both see both changes; a malformed operation
// changes nothing; a nested settings value set from one tab keeps what another tab set beside it.
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import type { GlobalState, PushMessage } from '../../../shared/protocol/core-api.ts';
import type { Intent } from '../../../shared/protocol/intents.ts';
import { createCore } from '../../../worker/app/core.ts';
import { fakeInstance } from '../core/fake-instance.ts';
import { stopTestTimers, testEnv, until } from '../core/test-env.ts';

afterEach(stopTestTimers);

function tab(id: string) {
  const globals: GlobalState[] = [];
  return {
    id,
    latest: () => globals.at(-1)?.settings ?? {},
    push: (msgs: PushMessage[]) => {
      for (const m of msgs) if (m.type === 'global') globals.push(m.global);
    },
  };
}

const ids = (settings: Record<string, unknown>) =>
  (settings.columns as { id: string; params?: { id: string }; width?: string }[] | undefined)?.map(
    (c) => `${c.id}${c.params ? `:${c.params.id}` : ''}${c.width ? `/${c.width}` : ''}`,
  );

async function twoTabs() {
  const core = createCore(testEnv(fakeInstance().fetch));
  const a = tab('a');
  const b = tab('b');
  for (const t of [a, b]) await core.api.hello({ tabId: t.id, protocol: PROTOCOL_VERSION }, t.push);
  return { core, a, b };
}

describe('the deck in the core', () => {
  it('two tabs change the deck at once: both changes are kept and every tab shows the same deck', async () => {
    const { core, a, b } = await twoTabs();
    await Promise.all([
      core.api.intent('a', { type: 'deck.column', op: { op: 'add', column: { id: 'COMMUNITY' } } }),
      core.api.intent('b', { type: 'deck.column', op: { op: 'remove', key: 'HOME' } }),
    ]);
    const want = ['COMPOSE', 'NOTIFICATIONS', 'COMMUNITY'];
    await until(() => JSON.stringify(ids(b.latest())) === JSON.stringify(want), 'tab b shows both changes');
    await until(() => JSON.stringify(ids(a.latest())) === JSON.stringify(want), 'tab a shows both changes');
    await core.api.intent('b', { type: 'deck.column', op: { op: 'move', key: 'COMMUNITY', by: -1 } });
    await core.api.intent('a', { type: 'deck.column', op: { op: 'width', key: 'COMMUNITY', width: 'wide' } });
    await until(
      () =>
        JSON.stringify(ids(a.latest())) === JSON.stringify(['COMPOSE', 'COMMUNITY/wide', 'NOTIFICATIONS']),
      'moved and widened in tab a',
    );
  });

  it('a malformed or hostile operation changes nothing', async () => {
    const { core, a } = await twoTabs();
    const bad = [
      { type: 'deck.column', op: { op: 'add', column: { id: 'EVIL' } } },
      { type: 'deck.column', op: { op: 'move', key: 'HOME', by: 3 } },
      { type: 'deck.column', op: null },
    ] as unknown as Intent[];
    for (const i of bad) await core.api.intent('a', i);
    await core.api.intent('a', { type: 'settings.patch', patch: { marker: 1 } });
    await until(() => a.latest().marker === 1, 'the later patch arrived');
    expect(a.latest().columns).toBeUndefined();
  });

  it('a nested value set in one tab keeps the value another tab set beside it', async () => {
    const { core, a } = await twoTabs();
    await core.api.intent('a', {
      type: 'settings.set',
      path: ['notifications', 'sounds', 'follow'],
      value: false,
    });
    await core.api.intent('b', {
      type: 'settings.set',
      path: ['notifications', 'alerts', 'mention'],
      value: false,
    });
    await until(
      () =>
        JSON.stringify(a.latest().notifications) ===
        JSON.stringify({ sounds: { follow: false }, alerts: { mention: false } }),
      'both values in tab a',
    );
    const refused = await core.api.intent('b', { type: 'settings.set', path: ['__proto__', 'x'], value: 1 });
    expect(refused.ok).toBe(false);
  });
});
