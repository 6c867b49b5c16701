// Notification requests in the core (section 4): the list (refresh and the next page), the policy's pending count,
// and accept/dismiss of one request, removed and counted down at once (worker/notifications/requests.ts holds the
// state rules; this file performs the HTTP calls they describe). A failed accept/dismiss reloads the list.
import type { IntentResult, NotificationRequestsView } from '../../shared/protocol/intents.ts';
import type { NotificationPolicy, NotificationRequest } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { parseLinkHeader } from '../api/link.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { requests as rq } from '../notifications/index.ts';
import { toAccountChip } from '../rows/accountChip.ts';

export interface RequestsWiringDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  /** The pending requests count changed (null: not known); the account mirrors it in the global state. */
  onPending?: (pending: number | null) => void;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export function toRequestsView(state: rq.RequestsState): NotificationRequestsView {
  return {
    items: state.items.map((r: NotificationRequest) => ({
      id: r.id,
      account: toAccountChip(r.account),
      count: Number(r.notifications_count) || 0,
      lastStatusText: r.last_status ? plainText(r.last_status.content ?? '') || null : null,
    })),
    pending: state.policy?.summary.pending_requests_count ?? null,
    hasMore: state.next !== null,
  };
}

export function createRequestsWiring(deps: RequestsWiringDeps) {
  let state = rq.emptyRequests();
  /** The query of the next page (the `next` link is kept as its query string in the state). */
  let nextQuery: Record<string, string> | null = null;
  let publishedPending: number | null | undefined;
  /** Tells the account when the count moved (every state change goes through here). */
  const setState = (next: rq.RequestsState) => {
    state = next;
    const pending = state.policy?.summary.pending_requests_count ?? null;
    if (pending === publishedPending) return;
    publishedPending = pending;
    deps.onPending?.(pending);
  };

  const loadPolicy = async () => {
    const begun = rq.beginPolicy(state);
    setState(begun.state);
    if (begun.plan === 'skip') return;
    const r = await deps.request({
      call: 'notifications.policy',
      method: 'GET',
      path: '/api/v2/notifications/policy',
    });
    setState(r.ok ? rq.policyLoaded(state, r.answer.body as NotificationPolicy) : rq.policyFailed(state));
  };

  const list = async (action: 'load' | 'more'): Promise<IntentResult> => {
    const begun = action === 'load' ? rq.beginList(state) : rq.beginExpand(state);
    setState(begun.state);
    const plan = begun.plan;
    if (plan.kind === 'skip' || plan.kind === 'error') return { ok: true, value: toRequestsView(state) };
    const query: Record<string, string> =
      plan.kind === 'expand' ? { ...(nextQuery ?? {}) } : plan.sinceId ? { since_id: plan.sinceId } : {};
    const [r] = await Promise.all([
      deps.request({
        call: 'notifications.requests',
        method: 'GET',
        path: '/api/v1/notifications/requests',
        query,
      }),
      loadPolicy(),
    ]);
    if (!r.ok) {
      setState(rq.listFailed(state));
      return { ok: false, alert: toAlert(r.error) };
    }
    const next = parseLinkHeader(r.answer.headers.get('link')).next;
    const page = (r.answer.body as NotificationRequest[]) ?? [];
    const kind = plan.kind === 'expand' ? 'expand' : 'list';
    const before = state.next;
    setState(rq.listLoaded(state, kind, page, next ? new URLSearchParams(next).toString() : null));
    if (state.next !== before) nextQuery = next;
    return { ok: true, value: toRequestsView(state) };
  };

  const resolve = async (id: string, action: 'accept' | 'dismiss'): Promise<IntentResult> => {
    setState(rq.resolveRequest(state, id));
    const r = await deps.request({
      call: `notifications.requests.${action}`,
      method: 'POST',
      path: `/api/v1/notifications/requests/{id}/${action}`,
      pathParams: { id },
    });
    if (r.ok) return { ok: true, value: toRequestsView(state) };
    // The server still has it: start over from the server's list and count.
    // The count stays shown (no blank) until the policy answers again.
    setState({ ...rq.emptyRequests(), policy: state.policy });
    nextQuery = null;
    await loadPolicy();
    return { ok: false, alert: toAlert(r.error) };
  };

  return {
    list,
    resolve,
    /** Loads the policy for its pending count (at sign-in, before any requests screen opens). */
    loadPending: loadPolicy,
    view: () => toRequestsView(state),
  };
}
