import type en from '../en/translate.ts';

export default {
  'translate.action': 'ترجمة',
  'translate.busy': 'جارٍ الترجمة…',
  'translate.from': 'تُرجم من {language} باستخدام {provider}',
  'translate.showOriginal': 'عرض الأصل',
} satisfies Record<keyof typeof en, string>;
