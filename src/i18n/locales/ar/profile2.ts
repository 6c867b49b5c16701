import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting':
    '{n, plural, zero {لا طلبات معلقة} one {طلب معلق} two {طلبان معلقان} few {طلبات معلقة} many {طلبًا معلقًا} other {طلب معلق}}',
} satisfies Record<keyof typeof en, string>;
