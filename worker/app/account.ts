// One signed-in account in the core: its API transport (identical GETs in flight coalesced), its one streaming
// socket (refcounted subscriptions, shared by every view of every tab), its views, and the intents that act on
// its data. Streaming events are routed to the views subscribed to the stream they came on; a dropped socket marks
// those views with a gap, filled from the newest page when the socket is back.
import type { Identity } from '../../shared/protocol/core-api.ts';
import { emptyMeta } from '../../shared/protocol/diff.ts';
import type { Intent, IntentResult, StatusToggle } from '../../shared/protocol/intents.ts';
import type { StatusView } from '../../shared/protocol/rows.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { Account, Instance, Status } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { createTransport, type Transport } from '../api/transport.ts';
import type { GlobalHub } from '../core/global-state.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import { createStreamingClient, type StreamingClient } from '../streaming/client.ts';
import { keyOfFrameStream, streamKey } from '../streaming/specs.ts';
import type { StreamingEvent, StreamStatus } from '../streaming/types.ts';
import type { CoreEnv } from './env.ts';
import { createTimelineView, type TimelineView } from './timeline-view.ts';

export interface StoredIdentity {
  instance: string;
  token: string;
  accountId: string | null;
  account: Identity['account'];
  permissions: number;
}

export interface AccountSession {
  openView(key: string, spec: ViewSpec, emit: ViewEmit): LiveView;
  /** Answers null for intents this layer does not handle. */
  intent(intent: Intent): Promise<IntentResult> | null;
  lifecycle(event: 'visible' | 'hidden' | 'online' | 'pageshow'): void;
  /** Posts a compose draft (status text, options, idempotency key). */
  submit(draft: Record<string, unknown>): Promise<IntentResult>;
  transport: Transport;
  streaming(): StreamingClient | null;
  close(): void;
}

const TOGGLE_PATHS: Record<StatusToggle, [on: string, off: string]> = {
  favourite: ['favourite', 'unfavourite'],
  reblog: ['reblog', 'unreblog'],
  bookmark: ['bookmark', 'unbookmark'],
  pin: ['pin', 'unpin'],
  mute: ['mute', 'unmute'],
};

function toggled(v: StatusView, action: StatusToggle, value: boolean): StatusView {
  const count = (n: number) => Math.max(0, n + (value ? 1 : -1));
  switch (action) {
    case 'favourite':
      return v.favourited === value
        ? v
        : { ...v, favourited: value, favouritesCount: count(v.favouritesCount) };
    case 'reblog':
      return v.reblogged === value ? v : { ...v, reblogged: value, reblogsCount: count(v.reblogsCount) };
    case 'bookmark':
      return { ...v, bookmarked: value };
    case 'pin':
      return { ...v, pinned: value };
    case 'mute':
      return { ...v, muted: value };
  }
}

const streamStatusOf = (s: StreamStatus) =>
  s.state === 'open'
    ? 'open'
    : s.state === 'connecting'
      ? 'connecting'
      : s.state === 'idle'
        ? 'idle'
        : s.state === 'closed'
          ? 'closed'
          : 'reconnecting';

export function startAccount(
  identity: StoredIdentity,
  env: CoreEnv,
  global: GlobalHub,
  onAccount: (account: Account, instance: Instance | null) => void,
): AccountSession {
  const transport = createTransport({
    baseUrl: identity.instance,
    getToken: () => identity.token,
    fetch: env.fetch,
    now: env.now,
    setTimeout: env.setTimeout,
    clearTimeout: env.clearTimeout,
  });
  const timelines = new Set<TimelineView>();
  let me = identity.accountId;
  let streaming: StreamingClient | null = null;
  let closed = false;
  /** Views that asked for a stream before the streaming URL was known. */
  const waiting: (() => void)[] = [];
  let hadGap = false;

  const onEvent = (e: StreamingEvent) => {
    const key = keyOfFrameStream(e.stream);
    const targets = [...timelines].filter((v) => v.source.stream && streamKey(v.source.stream) === key);
    switch (e.event) {
      case 'update':
        for (const v of targets) v.onUpdate(e.payload as Status);
        break;
      case 'delete':
        for (const v of timelines) v.onDelete(String(e.payload));
        break;
      case 'status.update':
        for (const v of timelines) v.onStatusUpdate(e.payload as Status);
        break;
      case 'notification':
        global.update((s) => ({ ...s, unread: { notifications: s.unread.notifications + 1 } }));
        break;
      default:
        break;
    }
  };

  const onStatus = (s: StreamStatus) => {
    global.update((g) => ({ ...g, stream: { status: streamStatusOf(s), since: env.now() } }));
    if (s.state === 'open' && hadGap) {
      hadGap = false;
      for (const v of timelines) void v.fillTopGap();
    }
  };

  const onGap = (specs: { stream: string; tag?: string; list?: string }[]) => {
    const keys = new Set(specs.map((s) => streamKey(s as never)));
    hadGap = true;
    for (const v of timelines) if (v.source.stream && keys.has(streamKey(v.source.stream))) v.markGap();
  };

  // Who am I, and where is the streaming server (it can differ from the REST host).
  void (async () => {
    const [cred, inst] = await Promise.all([
      transport.request({
        call: 'accounts.verifyCredentials',
        method: 'GET',
        path: '/api/v1/accounts/verify_credentials',
      }),
      transport.request({ call: 'instance.get', method: 'GET', path: '/api/v2/instance' }),
    ]);
    if (closed) return;
    const instance = inst.ok ? (inst.answer.body as Instance) : null;
    if (cred.ok) {
      const account = cred.answer.body as Account;
      me = account.id;
      onAccount(account, instance);
    }
    const base = instance?.configuration?.urls?.streaming || identity.instance.replace(/^http/, 'ws');
    streaming = createStreamingClient({
      url: `${base.replace(/\/+$/, '')}/api/v1/streaming`,
      token: identity.token,
      WebSocketImpl: env.WebSocket,
      setTimeout: env.setTimeout,
      clearTimeout: env.clearTimeout,
      now: env.now,
      random: env.random,
      onEvent,
      onStatus,
      onGap,
    });
    for (const w of waiting.splice(0)) w();
  })().catch((e) => env.log(`account start failed: ${String(e)}`));

  const acquireStream = (view: TimelineView): (() => void) => {
    const spec = view.source.stream;
    if (!spec) return () => {};
    let release: (() => void) | null = null;
    let cancelled = false;
    const go = () => {
      if (!cancelled && streaming) release = streaming.acquire(spec);
    };
    if (streaming) go();
    else waiting.push(go);
    return () => {
      cancelled = true;
      release?.();
    };
  };

  const findView = (key: string) => [...timelines].find((v) => viewKeys.get(v) === key);
  const viewKeys = new Map<TimelineView, string>();

  const toggle = async (statusId: string, action: StatusToggle, value: boolean): Promise<IntentResult> => {
    const before = new Map<TimelineView, StatusView>();
    for (const v of timelines) {
      const sv = v.statusView(statusId);
      if (sv) before.set(v, sv);
      v.patchStatus(statusId, (s) => toggled(s, action, value));
    }
    const [on, off] = TOGGLE_PATHS[action];
    const r = await transport.request({
      call: `statuses.${value ? on : off}`,
      method: 'POST',
      path: `/api/v1/statuses/{id}/${value ? on : off}`,
      pathParams: { id: statusId },
    });
    if (r.ok) return { ok: true };
    // Revert where we changed it.
    for (const [v, sv] of before) v.patchStatus(statusId, () => sv);
    return { ok: false, alert: toAlert(r.error) };
  };

  const submit = async (draft: Record<string, unknown>): Promise<IntentResult> => {
    const text = String(draft.text ?? draft.status ?? '');
    const mediaIds = Array.isArray(draft.mediaIds) ? (draft.mediaIds as string[]) : [];
    if (text.trim() === '' && mediaIds.length === 0) return { ok: false, alert: null };
    const json: Record<string, unknown> = {
      status: text,
      visibility: draft.privacy ?? draft.visibility ?? 'public',
    };
    if (draft.spoilerText || draft.spoiler_text) json.spoiler_text = draft.spoilerText ?? draft.spoiler_text;
    if (draft.inReplyTo || draft.in_reply_to_id)
      json.in_reply_to_id = draft.inReplyTo ?? draft.in_reply_to_id;
    if (draft.sensitive) json.sensitive = true;
    if (draft.language) json.language = draft.language;
    if (mediaIds.length) json.media_ids = mediaIds;
    const r = await transport.request({
      call: 'statuses.create',
      method: 'POST',
      path: '/api/v1/statuses',
      json,
      idempotencyKey: typeof draft.idempotencyKey === 'string' ? draft.idempotencyKey : undefined,
    });
    return r.ok ? { ok: true, value: r.answer.body } : { ok: false, alert: toAlert(r.error) };
  };

  return {
    transport,
    streaming: () => streaming,
    openView(key, spec, emit) {
      if (spec.kind !== 'timeline') {
        // The notifications, thread and conversation engines are wired in worker/app/ when they land.
        return {
          snapshot: () => ({ rows: [], meta: { ...emptyMeta(), hasMore: false, error: null } }),
          dispose: () => {},
        };
      }
      const view = createTimelineView({
        spec,
        emit,
        request: transport.request,
        me,
        now: env.now,
        log: env.log,
      });
      timelines.add(view);
      viewKeys.set(view, key);
      const release = acquireStream(view);
      return {
        snapshot: view.snapshot,
        dispose() {
          view.dispose();
          timelines.delete(view);
          viewKeys.delete(view);
          release();
        },
      };
    },
    intent(intent) {
      switch (intent.type) {
        case 'status.toggle':
          return toggle(intent.statusId, intent.action, intent.value);
        case 'view.loadMore':
          return findView(intent.view)?.loadMore() ?? Promise.resolve({ ok: true });
        case 'view.fillGap':
          return findView(intent.view)?.fillGap(intent.gapKey) ?? Promise.resolve({ ok: true });
        case 'view.reload':
          return findView(intent.view)?.reload() ?? Promise.resolve({ ok: true });
        case 'view.top':
          findView(intent.view)?.setTop(intent.atTop);
          return Promise.resolve({ ok: true });
        case 'view.applyPending':
          findView(intent.view)?.applyPending();
          return Promise.resolve({ ok: true });
        case 'notifications.markRead':
          global.update((s) => ({ ...s, unread: { notifications: 0 } }));
          return Promise.resolve({ ok: true });
        default:
          return null;
      }
    },
    submit,
    lifecycle(event) {
      if (event === 'online' || event === 'pageshow' || event === 'visible') streaming?.reconnectNow();
    },
    close() {
      closed = true;
      streaming?.close();
    },
  };
}

export const identityOf = (stored: StoredIdentity | null): Identity =>
  stored
    ? {
        signedIn: true,
        accountId: stored.accountId,
        disabledAccountId: null,
        permissions: stored.permissions,
        instance: stored.instance,
        account: stored.account,
      }
    : {
        signedIn: false,
        accountId: null,
        disabledAccountId: null,
        permissions: 0,
        instance: null,
        account: null,
      };
