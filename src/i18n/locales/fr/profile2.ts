import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {demande en attente} other {demandes en attente}}',
} satisfies Record<keyof typeof en, string>;
