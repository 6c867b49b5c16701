import type en from '../en/directory.ts';

export default {
  'directory.title': 'دليل الملفات الشخصية',
  'directory.nav': 'الدليل',
  'directory.whose': 'أي ملفات شخصية',
  'directory.local': 'من هذا الخادم',
  'directory.everyone': 'من كل مكان',
  'directory.order': 'الترتيب',
  'directory.active': 'النشطون مؤخرًا',
  'directory.new': 'الوافدون الجدد',
  'directory.failedTitle': 'تعذّر تحميل الدليل',
  'directory.failed': 'حاول مجددًا بعد قليل.',
  'directory.empty': 'لا ملفات شخصية لعرضها.',
  'directory.more': 'تحميل المزيد',
  'directory.counts':
    '{posts, plural, zero {لا منشورات} one {منشور واحد} two {منشوران} few {{posts, number, compact} منشورات} many {{posts, number, compact} منشورًا} other {{posts, number, compact} منشور}} · {followers, plural, zero {لا متابعين} one {متابع واحد} two {متابعان} few {{followers, number, compact} متابعين} many {{followers, number, compact} متابعًا} other {{followers, number, compact} متابع}}',
} satisfies Record<keyof typeof en, string>;
