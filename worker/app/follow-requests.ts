// Answering a follow request (a follow_request notification's Accept / Reject): POST
// /api/v1/follow_requests/{account_id}/authorize|reject. The server answers the relationship with the requester,
// which the tab does not need beyond success; a failure (the request was already answered elsewhere: 404, a 5xx,
// no network) comes back as an alert the row shows.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';

export async function answerFollowRequest(
  request: (spec: RequestSpec) => Promise<RawResult>,
  accountId: string,
  action: 'authorize' | 'reject',
): Promise<IntentResult> {
  const r = await request({
    call: action === 'authorize' ? 'accounts.authorizeFollowRequest' : 'accounts.rejectFollowRequest',
    method: 'POST',
    path: `/api/v1/follow_requests/{account_id}/${action}`,
    pathParams: { account_id: accountId },
  });
  if (!r.ok) return { ok: false, alert: toAlert(r.error) };
  return { ok: true };
}
