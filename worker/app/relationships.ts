// Follow, block, mute and their undo. Blocking or muting removes the account's posts from every timeline (but its
// profile) and its notifications (unless a mute keeps them); unfollowing removes its posts and boosts from home. A
// failure comes back as an alert.
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { toAlert } from '../api/alerts.ts';
import type { Transport } from '../api/transport.ts';
import type { createNotificationWiring } from './notifications.ts';
import type { createTimelineWiring } from './timelines.ts';

type RelationAction = 'follow' | 'unfollow' | 'block' | 'unblock' | 'mute' | 'unmute';

export interface RelationshipDeps {
  request: Transport['request'];
  timelines: ReturnType<typeof createTimelineWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
}

export function createRelationshipActions(deps: RelationshipDeps) {
  const { request, timelines, notifications } = deps;
  const relate = async (
    accountId: string,
    action: RelationAction,
    removes = false,
    json?: Record<string, unknown>,
  ): Promise<IntentResult> => {
    const r = await request({
      call: `accounts.${action}`,
      method: 'POST',
      path: `/api/v1/accounts/{id}/${action}`,
      pathParams: { id: accountId },
      json,
    });
    if (!r.ok) return { ok: false, alert: toAlert(r.error) };
    if (removes) timelines.removeAccount(accountId);
    if (action === 'unfollow') timelines.removeFollowed(accountId);
    // A mute keeps the account's notifications when asked to (`notifications: false`).
    if (removes && json?.notifications !== false) notifications.removeAccounts({ accountIds: [accountId] });
    return { ok: true, value: r.answer.body };
  };
  return {
    follow: (intent: Extract<Intent, { type: 'account.follow' }>) =>
      relate(intent.accountId, intent.value ? 'follow' : 'unfollow'),
    block: (intent: Extract<Intent, { type: 'account.block' }>) =>
      relate(intent.accountId, intent.value ? 'block' : 'unblock', intent.value),
    mute: (intent: Extract<Intent, { type: 'account.mute' }>) =>
      relate(
        intent.accountId,
        intent.value ? 'mute' : 'unmute',
        intent.value,
        intent.value
          ? { notifications: intent.notifications ?? true, duration: intent.duration ?? 0 }
          : undefined,
      ),
  };
}
