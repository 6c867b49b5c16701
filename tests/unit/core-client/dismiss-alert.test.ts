// The toast's × (12.8): dismissing an alert must publish a new global value at once, with nothing else changing in
// the core, so the toast goes while the app is idle.

import { effect, signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import type { GlobalState } from '../../../shared/protocol/core-api.ts';
import { initialGlobal } from '../../../shared/protocol/global-state.ts';
import { createTabCore } from '../../../src/core-client/core.ts';
import type { CoreSession } from '../../../src/core-client/session.ts';
import { saidAlert } from '../core-words.ts';

function idleSession(global: GlobalState): CoreSession {
  return { global: signal(global), connected: signal(true) } as unknown as CoreSession;
}

describe('dismissing a toast', () => {
  it('removes it from what the views read at once, with the core idle', () => {
    const g: GlobalState = {
      ...initialGlobal(),
      alerts: [{ id: 7, ...saidAlert('503', 'Service Unavailable'), at: 0, tabId: null }],
    };
    const core = createTabCore(idleSession(g), 'tab-1', 'http://127.0.0.1:4173');
    const seen: number[] = [];
    const stop = effect(() => {
      seen.push(core.global.value.alerts.length);
    });
    expect(seen).toEqual([1]);
    core.dismissAlert('7');
    expect(core.global.value.alerts).toEqual([]);
    expect(seen).toEqual([1, 0]);
    stop();
  });
});
