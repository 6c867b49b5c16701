// The PushServer half of the environment over the API client's push calls (worker/api/client.ts `push.create`
// `push.update` and `push.remove`), typed structurally so this file does not depend on the client's full type.
import type { WebPushSubscription } from '../wire/entities.ts';
import type { PushData } from './alerts.ts';
import type { PushServer, PushServerBody } from './environment.ts';

type Result<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface PushApiCalls {
  create(body: PushServerBody): Promise<Result<WebPushSubscription>>;
  update(id: string, data: PushData): Promise<Result<WebPushSubscription>>;
  remove(): Promise<Result<unknown>>;
}

const unwrap = <T>(r: Result<T>): T => {
  if (r.ok) return r.value;
  throw r.error instanceof Error ? r.error : new Error(String(r.error));
};

export function apiPushServer(calls: PushApiCalls): PushServer {
  return {
    create: async (body) => unwrap(await calls.create(body)),
    update: async (id, data) => unwrap(await calls.update(id, data)),
    remove: async () => void unwrap(await calls.remove()),
  };
}
