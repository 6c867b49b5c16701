// Private conversations in the core, for the account's life: the first page is loaded when the account starts and
// the `direct` stream is held from then on, so the navigation's unread count is right in every tab before anyone
// opens the screen. One list (worker/conversations/model.ts) feeds the `conversations` view of every tab; reading and
// deleting are applied at once there and undone if the server refuses (the alert goes to the tab that asked).

import type { ConversationIntent } from '../../shared/protocol/conversations.ts';
import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { Conversation } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { type PageParams, parseLinkHeader } from '../api/link.ts';
import { normalizeConversation } from '../api/normalize/misc.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import * as model from '../conversations/model.ts';
import { toConversationRow } from '../conversations/rows.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { StreamingEvent, StreamSpec } from '../streaming/types.ts';

type Request = (spec: RequestSpec) => Promise<RawResult>;

export interface ConversationWiringDeps {
  /** Page loads (the loading bar, an alert on failure). */
  request: Request;
  /** Read and delete (their failure is answered to the tab that asked), and the background loads. */
  actionRequest: Request;
  me: string | null;
  log: (m: string) => void;
  acquire(spec: StreamSpec): () => void;
  /** The unread count among the loaded conversations changed. */
  onUnread(n: number): void;
}

const LIST_CALL = { call: 'conversations.list', method: 'GET', path: '/api/v1/conversations' } as const;

/** The entries of an answer body; an entry that is not a conversation is left out, a body that is not a list is
 *  null (a malformed answer). */
export function conversationsOf(body: unknown): Conversation[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((raw: Json) => {
    const c = normalizeConversation(raw);
    return c.ok ? [c.value] : [];
  });
}

export function createConversationWiring(deps: ConversationWiringDeps) {
  const list = model.createConversationList();
  const rowCtx = { me: deps.me, log: deps.log };
  const toRow: model.ToRow = (c) => toConversationRow(c, rowCtx);
  const emits = new Set<ViewEmit>();
  let next: PageParams | null = null;
  let loaded = false;
  let loading = false;
  let error: CoreText | null = null;
  let published = -1;
  let release: (() => void) | null = null;
  let stopped = false;

  const meta = (): ViewMeta => ({
    ...emptyMeta(),
    isLoading: loading,
    hasMore: !loaded || next !== null,
    unread: model.unreadCount(list),
    error,
  });

  const publish = (ops: RowOp[], withMeta = false) => {
    if (stopped) return;
    const unread = model.unreadCount(list);
    if (ops.length > 0 || withMeta) for (const e of emits) e(ops, meta());
    if (unread !== published) {
      published = unread;
      deps.onUnread(unread);
    }
  };

  /** One page: the first (`page` null, replacing what is held) or the next one. `quiet`: the load at start-up,
   *  before anyone opens the screen (no loading bar, no alert; the screen says it failed and offers Retry). */
  const load = async (page: PageParams | null, quiet = false): Promise<IntentResult> => {
    if (loading) return { ok: true };
    loading = true;
    error = null;
    publish([], true);
    const r = await (quiet ? deps.actionRequest : deps.request)({ ...LIST_CALL, query: { ...(page ?? {}) } });
    loading = false;
    if (stopped) return { ok: true };
    if (!r.ok) {
      error = coreText('core.conversations.loadFailed');
      publish([], true);
      return { ok: false, alert: toAlert(r.error) };
    }
    const items = conversationsOf(r.answer.body);
    if (items === null) {
      error = coreText('core.conversations.unreadable');
      publish([], true);
      return { ok: true };
    }
    const first = page === null;
    next = items.length > 0 ? parseLinkHeader(r.answer.headers.get('link')).next : null;
    const ops = first ? model.replaceAll(list, items, toRow) : model.appendPage(list, items, toRow);
    loaded = true;
    publish(ops, true);
    return { ok: true };
  };

  /** After a reconnect: what changed while the socket was down (it streamed nothing) comes from the conversations
   *  newer than the newest held (`since_id`: the server pages them by their last post). */
  const catchUp = async () => {
    if (!loaded || loading) return;
    const newest = list.order[0] ? list.byId.get(list.order[0])?.last_status?.id : undefined;
    const r = await deps.actionRequest({ ...LIST_CALL, query: newest ? { since_id: newest } : {} });
    if (stopped || !r.ok) return;
    const items = conversationsOf(r.answer.body);
    if (items) publish(model.mergeNewest(list, items, toRow));
  };

  const read = async (id: string): Promise<IntentResult> => {
    const { ops, was } = model.setUnread(list, id, false, toRow);
    publish(ops);
    if (was === false) return { ok: true };
    const r = await deps.actionRequest({
      call: 'conversations.read',
      method: 'POST',
      path: '/api/v1/conversations/{id}/read',
      pathParams: { id },
    });
    if (r.ok || stopped) return { ok: true };
    publish(model.setUnread(list, id, true, toRow).ops);
    return { ok: false, alert: toAlert(r.error) };
  };

  const remove = async (id: string): Promise<IntentResult> => {
    const { ops, removed } = model.removeOne(list, id, toRow);
    publish(ops);
    const r = await deps.actionRequest({
      call: 'conversations.remove',
      method: 'DELETE',
      path: '/api/v1/conversations/{id}',
      pathParams: { id },
    });
    // Already gone on the server (404): it stays gone here too.
    if (r.ok || stopped || (r.error.kind === 'http' && r.error.status === 404)) return { ok: true };
    if (removed) publish(model.restore(list, removed, toRow));
    return { ok: false, alert: toAlert(r.error) };
  };

  return {
    /** The account started: the `direct` stream for good, and the first page for the unread count. */
    start() {
      release = deps.acquire({ stream: 'direct' });
      void load(null, true);
    },
    openView(_key: string, emit: ViewEmit): LiveView {
      emits.add(emit);
      // The first page failed (or never came): opening the screen tries again.
      if (!loaded && !loading) void load(null);
      return {
        snapshot: () => ({ rows: model.rowsOf(list, toRow), meta: meta() }),
        dispose: () => void emits.delete(emit),
      };
    },
    loadMore: (): Promise<IntentResult> =>
      loaded && next ? load(next) : !loaded ? load(null) : Promise.resolve({ ok: true }),
    reload: () => load(null),
    intent(i: ConversationIntent): Promise<IntentResult> {
      return i.type === 'conversation.read' ? read(i.conversationId) : remove(i.conversationId);
    },
    onEvent(e: StreamingEvent) {
      if (e.event !== 'conversation' || !loaded) return;
      const c = normalizeConversation(e.payload as Json);
      if (c.ok) publish(model.moveToTop(list, c.value, toRow));
      else deps.log(`conversation event skipped: ${c.error}`);
    },
    onConnected: () => void catchUp(),
    /** A blocked or muted account: conversations with only them leave every tab. */
    removeAccount(accountId: string) {
      publish(model.hideAccount(list, accountId, toRow));
    },
    dispose() {
      stopped = true;
      release?.();
      emits.clear();
    },
  };
}
