// Relationship batching (ruling 8): ids asked for within 500 ms of the first go out in one request, duplicates
// removed, whichever tab asked. Each caller gets the relationships of its own ids. Nobody signed in: no request.
import { RELATIONSHIP_BATCH_MS } from '../../shared/constants.ts';
import type { Relationship } from '../../shared/wire/entities.ts';
import { ApiError, type ApiResult } from './errors.ts';
import type { Timers } from './timers.ts';

/** Anything asked for by account id in batches: relationships, and familiar followers the same way. */
export interface RelationshipBatcherDeps<T extends { id: string } = Relationship> {
  fetchRelationships: (ids: string[]) => Promise<ApiResult<T[]>>;
  isSignedIn: () => boolean;
  timers: Timers;
  delayMs?: number;
}

interface Waiter<T> {
  ids: string[];
  resolve: (r: ApiResult<T[]>) => void;
}

export function createRelationshipBatcher<T extends { id: string } = Relationship>(
  deps: RelationshipBatcherDeps<T>,
) {
  const delay = deps.delayMs ?? RELATIONSHIP_BATCH_MS;
  let batch: { ids: Set<string>; waiters: Waiter<T>[] } | null = null;

  async function send(current: { ids: Set<string>; waiters: Waiter<T>[] }) {
    const res = await deps.fetchRelationships([...current.ids]);
    for (const w of current.waiters) {
      if (!res.ok) w.resolve(res);
      else {
        const mine = new Set(w.ids);
        w.resolve({ ok: true, status: res.status, value: res.value.filter((r) => mine.has(r.id)) });
      }
    }
  }

  return {
    /** The relationships to these accounts, fetched with whatever else is asked for within the batch window. */
    request(ids: string[]): Promise<ApiResult<T[]>> {
      if (!deps.isSignedIn()) {
        return Promise.resolve({
          ok: false,
          error: new ApiError({
            kind: 'signed-out',
            call: 'accounts.relationships',
            method: 'GET',
            url: '/api/v1/accounts/relationships',
          }),
        });
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0) return Promise.resolve({ ok: true, status: 200, value: [] });
      return new Promise((resolve) => {
        if (!batch) {
          const current = { ids: new Set<string>(), waiters: [] as Waiter<T>[] };
          batch = current;
          deps.timers.setTimeout(() => {
            batch = null;
            void send(current);
          }, delay);
        }
        for (const id of unique) batch.ids.add(id);
        batch.waiters.push({ ids: unique, resolve });
      });
    },
  };
}
