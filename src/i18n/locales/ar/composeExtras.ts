import type en from '../en/composeExtras.ts';

export default {
  'composeExtras.replyingTo': 'ردًا على',
  'composeExtras.cancelReply': 'إلغاء الرد',
  'composeExtras.replyLoading': 'جارٍ تحميل المنشور…',
  'composeExtras.replyUnavailable': 'المنشور الذي ترد عليه غير متاح.',
  'composeExtras.charactersLeftTitle': 'الأحرف المتبقية',
  'composeExtras.nearLimit':
    '{count, plural, zero {لم يبقَ أي حرف} one {بقي حرف واحد} two {بقي حرفان} few {بقيت # أحرف} many {بقي # حرفًا} other {بقي # حرف}}',
  'composeExtras.overLimit':
    '{count, plural, zero {لا أحرف فوق الحد} one {حرف واحد فوق الحد} two {حرفان فوق الحد} few {# أحرف فوق الحد} many {# حرفًا فوق الحد} other {# حرف فوق الحد}}',
} satisfies Record<keyof typeof en, string>;
