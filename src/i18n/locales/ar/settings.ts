import type en from '../en/settings.ts';

export default {
  'settings.title': 'الإعدادات',
  'settings.language': 'اللغة',
  'settings.languageHint': 'لغة الواجهة في كل علامات التبويب المفتوحة. تحتفظ المنشورات بلغتها الأصلية.',
  'settings.followBrowser': 'اتّباع المتصفح',
  'settings.followBrowserNow': 'حاليًا: {language}',
} satisfies Record<keyof typeof en, string>;
