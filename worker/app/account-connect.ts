// Bringing one account up: who am I, the unread badge and the pending requests count to start with, and where the
// streaming server is (it can differ from the REST host); then the account's one socket. Stream subscriptions asked
// for before the socket exists wait in the stream slot and are taken as soon as it does.
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Account, Instance } from '../../shared/wire/entities.ts';
import { streamingBaseUrl } from '../api/instance-url.ts';
import type { Transport } from '../api/transport.ts';
import { createInOrderGate } from '../content/parser-gate.ts';
import { createStreamingClient } from '../streaming/client.ts';
import type { CoreEnv } from './env.ts';
import type { StreamRouting } from './stream-routing.ts';
import type { StreamSlot } from './stream-slot.ts';
import { fetchTranslationLanguages } from './translation.ts';

export { createStreamSlot, type StreamSlot } from './stream-slot.ts';

export interface ConnectDeps {
  identity: { instance: string; token: string };
  env: CoreEnv;
  global: GlobalHub;
  request: Transport['request'];
  slot: StreamSlot;
  routing: StreamRouting;
  isClosed(): boolean;
  onAccount(account: Account, instance: Instance | null): void;
  /** Starts loading the pending notification requests count. */
  loadPendingRequests(): void;
  /** Whether the notifications view is open (its engine then owns the unread count). */
  notificationsOpen(): boolean;
  /** The account's filters are loaded once the socket that reports their changes is held. */
  loadFilters(): void;
}

export async function connectAccount(deps: ConnectDeps): Promise<void> {
  const { identity, env, global, request } = deps;
  // The server's unread count (notifications above its read marker) is the badge until the list is loaded.
  const unreadAtStart = request({
    call: 'notifications.unreadCount',
    method: 'GET',
    path: '/api/v1/notifications/unread_count',
  });
  // The pending notification requests count for the link on the notifications screen.
  deps.loadPendingRequests();
  const [cred, inst] = await Promise.all([
    request({
      call: 'accounts.verifyCredentials',
      method: 'GET',
      path: '/api/v1/accounts/verify_credentials',
    }),
    request({ call: 'instance.get', method: 'GET', path: '/api/v2/instance' }),
  ]);
  if (deps.isClosed()) return;
  const instance = inst.ok ? (inst.answer.body as Instance) : null;
  if (cred.ok) deps.onAccount(cred.answer.body as Account, instance);
  // What the server translates, once per account, for every tab's "Translate" (section 7).
  void fetchTranslationLanguages(request, instance).then((languages) => {
    if (!deps.isClosed()) global.update((s) => ({ ...s, translationLanguages: languages }));
  });
  // Before the socket opens, so no streamed notification is counted twice.
  const unread = await unreadAtStart;
  const count = unread.ok ? (unread.answer.body as { count?: unknown }).count : null;
  if (!deps.isClosed() && typeof count === 'number' && !deps.notificationsOpen())
    global.update((s) => ({ ...s, unread: { notifications: count } }));
  const base = streamingBaseUrl(instance?.configuration?.urls?.streaming, identity.instance);
  // A frame holding HTML only the reference parser reads waits for it, and the frames after it wait behind it.
  const inOrder = createInOrderGate(env.log);
  deps.slot.set(
    createStreamingClient({
      url: `${base}/api/v1/streaming`,
      token: identity.token,
      WebSocketImpl: env.WebSocket,
      setTimeout: env.setTimeout,
      clearTimeout: env.clearTimeout,
      now: env.now,
      random: env.random,
      onEvent: inOrder(deps.routing.onEvent, (e) => e.payload),
      onStatus: inOrder(deps.routing.onStatus),
      onGap: inOrder(deps.routing.onGap),
      // A refused upgrade cannot be told from a network error in a browser: the REST API says whether the token
      // still works (only a 401 counts as no).
      tokenValid: async () => {
        const r = await request({
          call: 'accounts.verifyCredentials',
          method: 'GET',
          path: '/api/v1/accounts/verify_credentials',
        });
        return r.ok || r.error.kind !== 'http' || r.error.status !== 401;
      },
    }),
  );
  // filters_changed arrives on the user stream only: held for the account's life, as Mastodon's own client does,
  // so an edit made elsewhere reaches the open views whatever they are (home usually holds it anyway).
  deps.slot.acquire({ stream: 'user' });
  deps.loadFilters();
}
