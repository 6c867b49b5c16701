import type en from '../en/time.ts';

export default {
  'time.now': '今',
  'time.past.second': '{n, number}秒前',
  'time.past.minute': '{n, number}分前',
  'time.past.hour': '{n, number}時間前',
  'time.past.day': '{n, number}日前',
  'time.future.second': '{n, number}秒後',
  'time.future.minute': '{n, number}分後',
  'time.future.hour': '{n, number}時間後',
  'time.future.day': '{n, number}日後',
  'time.lessThanMinute': '1分以内',
  'time.pollClosed': '終了',
  'time.pollEnds': '終了まで{left}',
} satisfies Record<keyof typeof en, string>;
