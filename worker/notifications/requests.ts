// Notification requests (filtered notifications from accounts the policy holds back) and the notification policy,
// as pure state. The host performs the HTTP calls these functions describe and reports the results back:
//   list:    GET /api/v1/notifications/requests (since_id when refreshing), then by the `next` link to expand;
//   accept / dismiss one: POST …/requests/{id}/accept|dismiss;   bulk: POST …/requests/accept|dismiss with id[].
// Section 4 and 5: accepting or dismissing removes at once and lowers summary.pending_requests_count (a bulk action
// by the number of ids); a fetch is skipped while one of the same kind is loading; expanding needs a next URL,
// otherwise it fails with 'missing URL'.
import type { NotificationPolicy, NotificationRequest } from '../../shared/wire/entities.ts';
import { compareIds } from './ids.ts';

export interface RequestsState {
  items: NotificationRequest[];
  isLoading: boolean;
  /** The `next` link of the last page; null when there is none (or nothing was loaded). */
  next: string | null;
  policy: NotificationPolicy | null;
  policyLoading: boolean;
}

export function emptyRequests(): RequestsState {
  return { items: [], isLoading: false, next: null, policy: null, policyLoading: false };
}

export type FetchPlan =
  | { kind: 'skip' }
  | { kind: 'error'; error: 'missing URL' }
  /** Refresh: fetch the list, only newer than `sinceId` when something is loaded. */
  | { kind: 'list'; sinceId: string | null }
  | { kind: 'expand'; url: string };

/** Starts a refresh of the list. Skipped while any list fetch is loading. */
export function beginList(state: RequestsState): { state: RequestsState; plan: FetchPlan } {
  if (state.isLoading) return { state, plan: { kind: 'skip' } };
  let sinceId: string | null = null;
  for (const r of state.items) if (sinceId === null || compareIds(r.id, sinceId) > 0) sinceId = r.id;
  return { state: { ...state, isLoading: true }, plan: { kind: 'list', sinceId } };
}

/** Starts loading the next page. Skipped while loading; fails with 'missing URL' without a next link. */
export function beginExpand(state: RequestsState): { state: RequestsState; plan: FetchPlan } {
  if (state.isLoading) return { state, plan: { kind: 'skip' } };
  if (!state.next) return { state, plan: { kind: 'error', error: 'missing URL' } };
  return { state: { ...state, isLoading: true }, plan: { kind: 'expand', url: state.next } };
}

/**
 * A list or expand fetch answered. A refresh (since_id) puts newer requests on top; an expansion appends. The
 * next link is kept from an expansion, and from a refresh only when nothing was loaded before (a since_id page's
 * next link points back into what is already loaded).
 */
export function listLoaded(
  state: RequestsState,
  kind: 'list' | 'expand',
  page: NotificationRequest[],
  next: string | null,
): RequestsState {
  const known = new Set(state.items.map((r) => r.id));
  const fresh = page.filter((r) => !known.has(r.id));
  if (kind === 'expand') return { ...state, isLoading: false, items: [...state.items, ...fresh], next };
  const wasEmpty = state.items.length === 0;
  return {
    ...state,
    isLoading: false,
    items: [...fresh, ...state.items],
    next: wasEmpty ? next : state.next,
  };
}

export function listFailed(state: RequestsState): RequestsState {
  return { ...state, isLoading: false };
}

function lowerPending(policy: NotificationPolicy | null, by: number): NotificationPolicy | null {
  if (!policy) return policy;
  const count = Math.max(0, policy.summary.pending_requests_count - by);
  return { ...policy, summary: { ...policy.summary, pending_requests_count: count } };
}

/** Accepting or dismissing one request: removed at once, pending count lowered by one. */
export function resolveRequest(state: RequestsState, id: string): RequestsState {
  return resolveRequests(state, [id]);
}

/**
 * Accepting or dismissing several at once: removed at once, pending count lowered by the number of ids (section 4:
 * "a bulk action lowers it by the number of ids", whether or not each was loaded here).
 */
export function resolveRequests(state: RequestsState, ids: readonly string[]): RequestsState {
  const unique = new Set(ids);
  return {
    ...state,
    items: state.items.filter((r) => !unique.has(r.id)),
    policy: lowerPending(state.policy, unique.size),
  };
}

export function beginPolicy(state: RequestsState): { state: RequestsState; plan: 'fetch' | 'skip' } {
  if (state.policyLoading) return { state, plan: 'skip' };
  return { state: { ...state, policyLoading: true }, plan: 'fetch' };
}

export function policyLoaded(state: RequestsState, policy: NotificationPolicy): RequestsState {
  return { ...state, policy, policyLoading: false };
}

export function policyFailed(state: RequestsState): RequestsState {
  return { ...state, policyLoading: false };
}
