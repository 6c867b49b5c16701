// What a follow request notification's row shows about its answer.
export type FollowRequestAnswer = 'authorize' | 'reject';

export type FollowRequestState =
  | { phase: 'open' }
  | { phase: 'sending'; action: FollowRequestAnswer }
  | { phase: 'answered'; action: FollowRequestAnswer }
  | { phase: 'failed'; message: string };

export function followRequestAnswered(action: FollowRequestAnswer): string {
  return action === 'authorize' ? 'Follow request accepted' : 'Follow request rejected';
}
