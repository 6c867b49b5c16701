import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {solicitud pendiente} other {solicitudes pendientes}}',
} satisfies Record<keyof typeof en, string>;
