import type en from '../en/timeline.ts';

export default {
  'timeline.home': 'الرئيسية',
  'timeline.notifications': 'الإشعارات',
  'timeline.local': 'الخيط الزمني المحلي',
  'timeline.federated': 'الخيط الزمني الموحَّد',
  'timeline.list': 'قائمة',
  'timeline.bookmarks': 'الفواصل المرجعية',
  'timeline.favourites': 'المفضلة',
  'timeline.tag': '#{tag}',
  'timeline.post': 'منشور',
  'timeline.notFound': 'غير موجود',
  'timeline.pageMissing': 'هذه الصفحة غير موجودة.',
  'timeline.loading': 'جارٍ التحميل…',
  'timeline.retry': 'إعادة المحاولة',
  'timeline.documentTitle': '{count, plural, =0 {Woolly} zero {Woolly} other {({count, number}) Woolly}}',
  'thread.edited': 'عُدّل في {date}',
  'thread.replies':
    '{count, plural, zero {لا ردود} one {رد واحد} two {ردّان} few {# ردود} many {# ردًا} other {# رد}}',
  'thread.boosts':
    '{count, plural, zero {لا إعادات نشر} one {إعادة نشر واحدة} two {إعادتا نشر} few {# إعادات نشر} many {# إعادة نشر} other {# إعادة نشر}}',
  'thread.favourites':
    '{count, plural, zero {لا تفضيلات} one {تفضيل واحد} two {تفضيلان} few {# تفضيلات} many {# تفضيلًا} other {# تفضيل}}',
} satisfies Record<keyof typeof en, string>;
