import type en from '../en/search.ts';

export default {
  'search.label': 'بحث',
  'search.placeholder': 'ابحث أو الصق رابطًا',
  'search.searchFor': 'ابحث عن «{q}»',
  'search.open': 'افتح {q}',
  'search.recent': 'عمليات البحث الأخيرة',
  'search.recentHint': 'اضغط Delete لإزالة البحث المحدد.',
  'search.removeRecent': 'أزل «{q}» من عمليات البحث الأخيرة',
  'search.suggestions':
    '{count, plural, =0 {لا اقتراحات} one {اقتراح واحد، اختر بالأسهم} two {اقتراحان، اختر بالأسهم} few {# اقتراحات، اختر بالأسهم} many {# اقتراحًا، اختر بالأسهم} other {# اقتراح، اختر بالأسهم}}',
  'search.resolving': 'جارٍ البحث…',
  'search.notFound': 'لم يُعثر على شيء لـ {q}.',
  'search.title': 'بحث',
  'search.titleFor': 'بحث: {q}',
  'search.tabs': 'أنواع النتائج',
  'search.tab.all': 'الكل',
  'search.tab.accounts': 'الملفات الشخصية',
  'search.tab.hashtags': 'الوسوم',
  'search.tab.statuses': 'المنشورات',
  'search.seeMore':
    '{section, select, accounts {عرض المزيد من الملفات الشخصية} hashtags {عرض المزيد من الوسوم} other {عرض المزيد من المنشورات}}',
  'search.people':
    '{count, plural, zero {لا أحد خلال اليومين الماضيين} one {شخص واحد خلال اليومين الماضيين} two {شخصان خلال اليومين الماضيين} few {{n, number, compact} أشخاص خلال اليومين الماضيين} many {{n, number, compact} شخصًا خلال اليومين الماضيين} other {{n, number, compact} شخص خلال اليومين الماضيين}}',
  'search.uses':
    '{count, plural, zero {لا منشورات هذا الأسبوع} one {منشور واحد هذا الأسبوع} two {منشوران هذا الأسبوع} few {{n, number, compact} منشورات هذا الأسبوع} many {{n, number, compact} منشورًا هذا الأسبوع} other {{n, number, compact} منشور هذا الأسبوع}}',
  'search.empty': 'لا نتائج لـ «{q}»',
  'search.emptyHint': 'جرّب كلمات أخرى أو #وسمًا أو @اسم مستخدم.',
  'search.start': 'ابحث عن أشخاص ووسوم ومنشورات',
  'search.startHint': 'الصق عنوان منشور أو ملف شخصي لفتحه هنا.',
} satisfies Record<keyof typeof en, string>;
