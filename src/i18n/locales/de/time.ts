import type en from '../en/time.ts';

export default {
  'time.now': 'jetzt',
  'time.past.second': 'vor {n, number} Sek.',
  'time.past.minute': 'vor {n, number} Min.',
  'time.past.hour': 'vor {n, number} Std.',
  'time.past.day': '{n, plural, one {vor # Tag} other {vor # Tagen}}',
  'time.future.second': 'in {n, number} Sek.',
  'time.future.minute': 'in {n, number} Min.',
  'time.future.hour': 'in {n, number} Std.',
  'time.future.day': '{n, plural, one {in # Tag} other {in # Tagen}}',
  'time.lessThanMinute': 'in weniger als einer Minute',
  'time.pollClosed': 'Beendet',
  'time.pollEnds': 'endet {left}',
} satisfies Record<keyof typeof en, string>;
