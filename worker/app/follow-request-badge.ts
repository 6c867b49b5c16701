// The navigation's follow-request badge for one account: the count from the credential account, published in the
// global state, and read again from the server when a follow request is streamed in.
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { Transport } from '../api/transport.ts';
import { createFollowRequestCount, followRequestsOf } from '../relationships/follow-request-count.ts';

export function createFollowRequestBadge(deps: {
  global: GlobalHub;
  request: Transport['request'];
  isClosed: () => boolean;
}) {
  const count = createFollowRequestCount((n) => {
    if (!deps.isClosed()) deps.global.update((g) => ({ ...g, followRequests: n }));
  });
  const refresh = async () => {
    const r = await deps.request({
      call: 'accounts.verifyCredentials',
      method: 'GET',
      path: '/api/v1/accounts/verify_credentials',
    });
    if (r.ok && !deps.isClosed()) count.set(followRequestsOf(r.answer.body) ?? count.get());
  };
  return { count, refresh, setFromAccount: (account: unknown) => count.set(followRequestsOf(account)) };
}
