import type en from '../en/conversations.ts';

export default {
  'conversations.title': 'الإشارات الخاصة',
  'conversations.nav': 'الإشارات الخاصة',
  'conversations.unread': 'غير مقروءة',
  'conversations.separator': '، ',
  'conversations.onlyYou': 'أنت فقط',
  'conversations.reply': 'رد',
  'conversations.delete': 'حذف المحادثة',
  'conversations.deleteTitle': 'هل تريد حذف هذه المحادثة؟',
  'conversations.deleteBody': 'ستختفي من إشاراتك الخاصة في كل علامات التبويب. لن تُحذف المنشورات نفسها.',
  'conversations.deleteConfirm': 'حذف',
  'conversations.cancel': 'إلغاء',
  'conversations.noExcerpt': 'المنشور الأخير لم يعد متاحًا.',
  'conversations.contentWarning': 'تحذير المحتوى: {text}',
  'conversations.attachments':
    '{n, plural, zero {لا مرفقات} one {مرفق واحد} two {مرفقان} few {# مرفقات} many {# مرفقًا} other {# مرفق}}',
  'conversations.loadError': 'تعذر تحميل الإشارات الخاصة.',
  'conversations.retry': 'إعادة المحاولة',
} satisfies Record<keyof typeof en, string>;
