import type en from '../en/focused.ts';

export default {
  'focused.date': '{date, date, medium}، {date, time, short}',
  'focused.visibility.public': 'عام',
  'focused.visibility.unlisted': 'عام هادئ',
  'focused.visibility.private': 'للمتابعين فقط',
  'focused.visibility.direct': 'إشارة خاصة',
  'focused.via': 'عبر {app}',
  'focused.edited': 'عُدِّل في {date, date, medium}، {date, time, short}',
  'focused.replies':
    '{count, plural, zero {لا ردود} one {رد واحد} two {ردّان} few {{count, number, compact} ردود} many {{count, number, compact} ردًا} other {{count, number, compact} رد}}',
  'focused.reblogs':
    '{count, plural, zero {لا مشاركات} one {مشاركة واحدة} two {مشاركتان} few {{count, number, compact} مشاركات} many {{count, number, compact} مشاركة} other {{count, number, compact} مشاركة}}',
  'focused.favourites':
    '{count, plural, zero {لا تفضيلات} one {تفضيل واحد} two {تفضيلان} few {{count, number, compact} تفضيلات} many {{count, number, compact} تفضيلًا} other {{count, number, compact} تفضيل}}',
  'focused.quotes':
    '{count, plural, zero {لا اقتباسات} one {اقتباس واحد} two {اقتباسان} few {{count, number, compact} اقتباسات} many {{count, number, compact} اقتباسًا} other {{count, number, compact} اقتباس}}',
  'focused.rebloggedBy': 'شاركه',
  'focused.favouritedBy': 'فضّله',
  'focused.noReblogs': 'لم يشارك أحد هذا المنشور بعد.',
  'focused.noFavourites': 'لم يفضّل أحد هذا المنشور بعد.',
  'focused.noOneYet': 'عندما يفعل أحد ذلك، سيظهر هنا.',
  'history.title': 'سجل التعديلات',
  'history.published': 'نُشر في {date, date, medium}، {date, time, short}',
  'history.editedAt': 'عُدِّل في {date, date, medium}، {date, time, short}',
  'history.changed.text': 'تغيّر النص',
  'history.changed.spoiler': 'تغيّر تحذير المحتوى',
  'history.changed.sensitive': 'تغيّرت علامة المحتوى الحساس',
  'history.changed.media': 'تغيّرت الوسائط',
  'history.changed.poll': 'تغيّر الاستطلاع',
  'history.changes': 'ما الذي تغيّر',
  'history.media':
    '{count, plural, zero {لا مرفقات} one {مرفق واحد} two {مرفقان} few {# مرفقات} many {# مرفقًا} other {# مرفق}}',
  'history.poll': 'خيارات الاستطلاع',
  'history.noAlt': 'بلا وصف',
  'history.sensitive': 'مُعلَّم كمحتوى حساس',
  'history.loadFailed': 'تعذّر تحميل سجل التعديلات',
  'history.none': 'لم يُعدَّل هذا المنشور',
  'history.noneText': 'ستظهر نسخه هنا عندما يعدّله صاحبه.',
  'history.back': 'العودة إلى المنشور',
} satisfies Record<keyof typeof en, string>;
