import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, other {件のリクエストが承認待ち}}',
  'profile2.button.follow': 'フォロー',
  'profile2.button.requested': 'リクエスト済み',
  'profile2.button.following': 'フォロー中',
  'profile2.button.followBack': 'フォローバック',
  'profile2.button.unblock': 'ブロック解除',
  'profile2.button.unmute': 'ミュート解除',
  'profile2.button.follow.label': '@{acct} をフォロー',
  'profile2.button.requested.label': '@{acct} へのフォローリクエストを取り消す',
  'profile2.button.following.label': '@{acct} のフォローを解除',
  'profile2.button.followBack.label': '@{acct} をフォローバック',
  'profile2.button.unblock.label': '@{acct} のブロックを解除',
  'profile2.button.unmute.label': '@{acct} のミュートを解除',
  'profile2.rowCounts':
    '{posts, number, compact} 件の投稿 · {followers, number, compact} フォロワー · {following, number, compact} フォロー',
} satisfies Record<keyof typeof en, string>;
