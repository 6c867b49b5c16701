import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting':
    '{n, plural, zero {لا طلبات معلقة} one {طلب معلق} two {طلبان معلقان} few {طلبات معلقة} many {طلبًا معلقًا} other {طلب معلق}}',
  'profile2.button.follow': 'متابعة',
  'profile2.button.requested': 'تم الطلب',
  'profile2.button.following': 'متابَع',
  'profile2.button.followBack': 'رد المتابعة',
  'profile2.button.unblock': 'إلغاء الحظر',
  'profile2.button.unmute': 'إلغاء الكتم',
  'profile2.button.follow.label': 'متابعة @{acct}',
  'profile2.button.requested.label': 'إلغاء طلب متابعة @{acct}',
  'profile2.button.following.label': 'إلغاء متابعة @{acct}',
  'profile2.button.followBack.label': 'رد متابعة @{acct}',
  'profile2.button.unblock.label': 'إلغاء حظر @{acct}',
  'profile2.button.unmute.label': 'إلغاء كتم @{acct}',
  'profile2.rowCounts':
    '{posts, number, compact} منشور · {followers, number, compact} متابِع · {following, number, compact} متابَع',
} satisfies Record<keyof typeof en, string>;
