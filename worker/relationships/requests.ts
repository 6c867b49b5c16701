// The server call behind each relationship action (Mastodon's REST API). Account actions answer the new
// Relationship; domain blocks answer {} (the book then keeps its expected relationship).
import type { RelationshipAction } from '../../shared/protocol/profile.ts';
import type { RequestSpec } from '../api/transport.ts';

export function actionRequest(accountId: string, domain: string, a: RelationshipAction): RequestSpec {
  const onAccount = (path: string, json?: Record<string, unknown>): RequestSpec => ({
    call: `accounts.${path}`,
    method: 'POST',
    path: `/api/v1/accounts/{id}/${path}`,
    pathParams: { id: accountId },
    ...(json ? { json } : {}),
  });
  switch (a.action) {
    case 'follow': {
      const json: Record<string, unknown> = {};
      if (a.reblogs !== undefined) json.reblogs = a.reblogs;
      if (a.notify !== undefined) json.notify = a.notify;
      if (a.languages !== undefined) json.languages = a.languages;
      return onAccount('follow', json);
    }
    case 'mute':
      return onAccount('mute', { notifications: a.notifications, duration: a.duration });
    case 'removeFromFollowers':
      return onAccount('remove_from_followers');
    case 'note':
      return onAccount('note', { comment: a.comment });
    case 'blockDomain':
      return { call: 'domainBlocks.block', method: 'POST', path: '/api/v1/domain_blocks', json: { domain } };
    case 'unblockDomain':
      return {
        call: 'domainBlocks.unblock',
        method: 'DELETE',
        path: '/api/v1/domain_blocks',
        query: { domain },
      };
    default:
      return onAccount(a.action);
  }
}

/** The domain of an acct (`user@host` → `host`); '' for a local account, which has no domain to block. */
export const domainOf = (acct: string): string => {
  const at = acct.indexOf('@');
  return at < 0 ? '' : acct.slice(at + 1);
};
