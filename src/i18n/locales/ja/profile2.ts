import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, other {件のリクエストが承認待ち}}',
} satisfies Record<keyof typeof en, string>;
