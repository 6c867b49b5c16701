// Answering a follow request (a follow_request notification's Accept / Reject): POST
// /api/v1/follow_requests/{account_id}/authorize|reject. The server answers the relationship with the requester,
// which the tab does not need beyond success. The waiting count drops at once in every tab; a failure (the request was already answered elsewhere: 404, a 5xx,
// no network) comes back as an alert the row shows.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { FollowRequestCount } from '../relationships/follow-request-count.ts';

export async function answerFollowRequest(
  request: (spec: RequestSpec) => Promise<RawResult>,
  accountId: string,
  action: 'authorize' | 'reject',
  /** The navigation's count of waiting requests: one less at once, back again if the server refuses. */
  count?: FollowRequestCount,
): Promise<IntentResult> {
  const undo = count?.adjust(-1);
  const r = await request({
    call: action === 'authorize' ? 'accounts.authorizeFollowRequest' : 'accounts.rejectFollowRequest',
    method: 'POST',
    path: `/api/v1/follow_requests/{account_id}/${action}`,
    pathParams: { account_id: accountId },
  });
  if (!r.ok) {
    undo?.();
    return { ok: false, alert: toAlert(r.error) };
  }
  return { ok: true };
}
