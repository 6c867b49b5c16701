// The core's global state (identity, settings, unread count, alerts, stream status, drafts): one writer, published
// whole to every tab. Changes made in one tick are published once.
import { withTrendsDefault } from '../settings/trends-setting.ts';
import type { Alert, GlobalState, Identity } from './core-api.ts';

export const signedOutIdentity = (): Identity => ({
  signedIn: false,
  accountId: null,
  disabledAccountId: null,
  permissions: 0,
  instance: null,
  account: null,
});

export const initialGlobal = (): GlobalState => ({
  version: 0,
  identity: signedOutIdentity(),
  settings: withTrendsDefault({}),
  unread: { notifications: 0 },
  alerts: [],
  stream: { status: 'idle', since: 0 },
  drafts: {},
  sameOriginInstance: null,
});

/** Alerts kept for tabs that come late or missed one; older ones are dropped. */
const ALERTS_KEPT = 10;

export interface GlobalHub {
  get(): GlobalState;
  /** Applies a change; listeners hear about it once per tick, with the new version. */
  update(change: (s: GlobalState) => Omit<GlobalState, 'version'> | GlobalState): void;
  alert(a: Omit<Alert, 'id' | 'at'>): void;
  onChange(listener: (s: GlobalState) => void): () => void;
}

export function createGlobalHub(deps: { now: () => number; schedule: (fn: () => void) => void }): GlobalHub {
  let state = initialGlobal();
  let nextAlertId = 1;
  let scheduled = false;
  const listeners = new Set<(s: GlobalState) => void>();

  const flush = () => {
    scheduled = false;
    for (const l of listeners) l(state);
  };

  const update: GlobalHub['update'] = (change) => {
    state = { ...change(state), version: state.version + 1 };
    if (!scheduled) {
      scheduled = true;
      deps.schedule(flush);
    }
  };

  return {
    get: () => state,
    update,
    alert: (a) =>
      update((s) => ({
        ...s,
        alerts: [...s.alerts, { ...a, id: nextAlertId++, at: deps.now() }].slice(-ALERTS_KEPT),
      })),
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
