import type en from '../en/nav.ts';

export default {
  'nav.main': 'الرئيسية',
  'nav.home': 'الصفحة الرئيسية',
  'nav.notifications': 'الإشعارات',
  'nav.local': 'المحلي',
  'nav.federated': 'الموحَّد',
  'nav.bookmarks': 'الفواصل المرجعية',
  'nav.favourites': 'المفضلة',
  'nav.filters': 'عوامل التصفية',
  'nav.followRequests': 'طلبات المتابعة',
  'nav.blocks': 'الحسابات المحظورة',
  'nav.mutes': 'الحسابات المكتومة',
  'nav.domainBlocks': 'النطاقات المحظورة',
  'nav.newPost': 'منشور جديد',
  'nav.unread': '{count, plural, one {غير مقروء} other {غير مقروءة}}',
  'nav.signedOut': 'لم تقم بتسجيل الدخول.',
  'nav.signIn': 'تسجيل الدخول',
} satisfies Record<keyof typeof en, string>;
