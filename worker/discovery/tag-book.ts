// The tag book: one state per hashtag for every tab of the signed-in account (its week of use, followed, featured).
// An action is applied at once (every tab's tag header and followed-tags list change together), confirmed by the
// server's answer, or reverted with the section 8 alert when the call fails. Watchers hear about every change.

import { type TagAction, type TagRow, tagKey } from '../../shared/protocol/discovery.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import { toAlert } from '../api/alerts.ts';
import type { Json } from '../api/normalize/primitives.ts';
import { normalizeTag } from '../api/normalize/status.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { toTagRow } from './rows.ts';

export interface TagEntry {
  row: TagRow | null;
  /** Why the tag could not be fetched (shown in place, with a retry); null when fine. */
  error: CoreText | null;
  notFound: boolean;
}

type Listener = (name: string) => void;

/** What an action changes, as the server will say it once it has done it. */
const EXPECTED: Record<TagAction, Partial<Pick<TagRow, 'following' | 'featuring'>>> = {
  follow: { following: true },
  unfollow: { following: false },
  feature: { featuring: true },
  unfeature: { featuring: false },
};

/** A row for a tag known only by name (an action before its fetch answered). */
const bareRow = (name: string): TagRow => ({
  kind: 'tag',
  key: tagKey(name),
  name,
  use: { daily: [], uses: 0, accounts: 0 },
  following: null,
  featuring: null,
});

export function createTagBook(request: (spec: RequestSpec) => Promise<RawResult>) {
  const entries = new Map<string, TagEntry>();
  const listeners = new Map<string, Set<Listener>>();
  /** Hear about every tag (the followed-tags list). */
  const allListeners = new Set<Listener>();
  /** Actions in flight per tag: a fetch answered meanwhile must not undo the optimistic state. */
  const inFlight = new Map<string, number>();

  const keyOf = (name: string) => name.toLowerCase();
  const entry = (name: string): TagEntry =>
    entries.get(keyOf(name)) ?? { row: null, error: null, notFound: false };
  const set = (name: string, patch: Partial<TagEntry>) => {
    entries.set(keyOf(name), { ...entry(name), ...patch });
    for (const l of listeners.get(keyOf(name)) ?? []) l(name);
    for (const l of allListeners) l(name);
  };
  const parse = (body: unknown): TagRow | null => {
    const parsed = normalizeTag(body as Json);
    return parsed.ok && parsed.value.name ? toTagRow(parsed.value) : null;
  };

  const fetchTag = async (name: string) => {
    const r = await request({
      call: 'tags.fetch',
      method: 'GET',
      path: '/api/v1/tags/{name}',
      pathParams: { name },
    });
    if ((inFlight.get(keyOf(name)) ?? 0) > 0) return;
    if (!r.ok) {
      const notFound = r.error.status === 404;
      set(name, {
        error: notFound ? null : (toAlert(r.error)?.message ?? coreText('core.tag.failed')),
        notFound,
      });
      return;
    }
    const row = parse(r.answer.body);
    if (row) set(name, { row, error: null, notFound: false });
    else set(name, { error: coreText('core.load.unreadable') });
  };

  return {
    get: (name: string): TagEntry => entry(name),
    /** Listens to one tag; the first watcher fetches it. */
    watch(name: string, listener: Listener): () => void {
      let set = listeners.get(keyOf(name));
      if (!set) {
        set = new Set();
        listeners.set(keyOf(name), set);
      }
      const first = set.size === 0;
      set.add(listener);
      if (first) void fetchTag(name);
      return () => set.delete(listener);
    },
    /** Listens to every tag's changes. */
    watchAll(listener: Listener): () => void {
      allListeners.add(listener);
      return () => allListeners.delete(listener);
    },
    refresh: (name: string) => fetchTag(name),
    /** Tags read from a list (followed tags): known without fetching each one; a tag with an action in flight
     *  keeps its optimistic state. */
    seen(rows: TagRow[]) {
      for (const row of rows)
        if ((inFlight.get(keyOf(row.name)) ?? 0) === 0) set(row.name, { row, error: null });
    },
    async act(name: string, action: TagAction): Promise<IntentResult> {
      const before = entry(name).row ?? bareRow(name);
      const k = keyOf(name);
      inFlight.set(k, (inFlight.get(k) ?? 0) + 1);
      set(name, { row: { ...before, ...EXPECTED[action] } });
      const r = await request({
        call: `tags.${action}`,
        method: 'POST',
        path: `/api/v1/tags/{name}/${action}`,
        pathParams: { name },
      });
      inFlight.set(k, (inFlight.get(k) ?? 1) - 1);
      if (!r.ok) {
        // Reverted at once, in every tab; the alert says why (section 8).
        set(name, { row: before });
        return { ok: false, alert: toAlert(r.error) };
      }
      const answered = parse(r.answer.body);
      // The server's word wins, but a server that leaves a field out keeps what the action meant.
      const row = answered
        ? {
            ...answered,
            following: answered.following ?? EXPECTED[action].following ?? before.following,
            featuring: answered.featuring ?? EXPECTED[action].featuring ?? before.featuring,
          }
        : { ...before, ...EXPECTED[action] };
      set(name, { row });
      return { ok: true, value: row };
    },
    dispose() {
      listeners.clear();
      allListeners.clear();
      entries.clear();
    },
  };
}

export type TagBook = ReturnType<typeof createTagBook>;
