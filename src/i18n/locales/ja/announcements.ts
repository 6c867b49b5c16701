import type en from '../en/announcements.ts';

export default {
  'announcements.title': 'お知らせ',
  'announcements.show': 'お知らせを表示',
  'announcements.hide': 'お知らせを隠す',
  'announcements.badge': '{n, number, compact}',
  'announcements.unreadCount': '{n, plural, other {未読#件}}',
  'announcements.position': '{index, number} / {total, number}',
  'announcements.previous': '前のお知らせ',
  'announcements.next': '次のお知らせ',
  'announcements.published': '{at, date, medium}に公開',
  'announcements.startsOn': '{start, date, medium}から',
  'announcements.endsOn': '{end, date, medium}まで',
  'announcements.period': '{start, date, medium} – {end, date, medium}',
  'announcements.addReaction': 'リアクションを追加',
  'announcements.reactionCount': '{name}: {n, plural, other {リアクション#件}}',
  'announcements.loadError': 'お知らせを読み込めませんでした。',
  'announcements.retry': '再試行',
  'announcements.unknownEmoji': 'カスタム絵文字 :{name}:',
} satisfies Record<keyof typeof en, string>;
