import type en from '../en/announcements.ts';

export default {
  'announcements.title': 'الإعلانات',
  'announcements.show': 'إظهار الإعلانات',
  'announcements.hide': 'إخفاء الإعلانات',
  'announcements.badge': '{n, number, compact}',
  'announcements.unreadCount':
    '{n, plural, zero {لا شيء غير مقروء} one {واحد غير مقروء} two {اثنان غير مقروءين} few {# غير مقروءة} many {# غير مقروء} other {# غير مقروء}}',
  'announcements.position': '{index, number} / {total, number}',
  'announcements.previous': 'الإعلان السابق',
  'announcements.next': 'الإعلان التالي',
  'announcements.published': 'نُشر في {at, date, medium}',
  'announcements.startsOn': 'من {start, date, medium}',
  'announcements.endsOn': 'حتى {end, date, medium}',
  'announcements.period': '{start, date, medium} – {end, date, medium}',
  'announcements.addReaction': 'إضافة تفاعل',
  'announcements.reactionCount':
    '{name}: {n, plural, zero {لا تفاعلات} one {تفاعل واحد} two {تفاعلان} few {# تفاعلات} many {# تفاعلًا} other {# تفاعل}}',
  'announcements.loadError': 'تعذر تحميل الإعلانات.',
  'announcements.retry': 'إعادة المحاولة',
  'announcements.unknownEmoji': 'إيموجي مخصص :{name}:',
} satisfies Record<keyof typeof en, string>;
