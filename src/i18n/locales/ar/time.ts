import type en from '../en/time.ts';

export default {
  'time.now': 'الآن',
  'time.past.second': 'منذ {n, number} ث',
  'time.past.minute': 'منذ {n, number} د',
  'time.past.hour': 'منذ {n, number} س',
  'time.past.day': 'منذ {n, number} ي',
  'time.future.second': 'خلال {n, number} ث',
  'time.future.minute': 'خلال {n, number} د',
  'time.future.hour': 'خلال {n, number} س',
  'time.future.day': 'خلال {n, number} ي',
  'time.lessThanMinute': 'خلال أقل من دقيقة',
  'time.pollClosed': 'مغلق',
  'time.pollEnds': 'ينتهي {left}',
} satisfies Record<keyof typeof en, string>;
