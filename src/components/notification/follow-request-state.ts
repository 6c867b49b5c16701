// What a follow request notification's row shows about its answer.
import type { CoreText } from '../../../shared/protocol/text.ts';
import { t } from '../../i18n/index.ts';

export type FollowRequestAnswer = 'authorize' | 'reject';

export type FollowRequestState =
  | { phase: 'open' }
  | { phase: 'sending'; action: FollowRequestAnswer }
  | { phase: 'answered'; action: FollowRequestAnswer }
  | { phase: 'failed'; message: CoreText | string };

export function followRequestAnswered(action: FollowRequestAnswer): string {
  return action === 'authorize'
    ? t('notifications.followRequestAccepted')
    : t('notifications.followRequestRejected');
}
