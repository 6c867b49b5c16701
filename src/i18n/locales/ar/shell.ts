import type en from '../en/shell.ts';

export default {
  'shell.menu': 'القائمة',
  'shell.back': 'رجوع',
  'shell.yourProfile': 'ملفك الشخصي',
  'shell.postPublished': 'نُشر المنشور',
  'shell.postEdited': 'عُدّل المنشور',
  'shell.open': 'فتح',
  'shell.pinned': 'المنشورات المثبتة',
  'shell.pinnedEmpty': 'لا توجد منشورات مثبتة بعد',
  'shell.pinnedEmptyHint': 'ثبّت أحد منشوراتك من قائمته ليبقى في أعلى ملفك الشخصي.',
} satisfies Record<keyof typeof en, string>;
