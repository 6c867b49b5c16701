import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting':
    '{n, plural, zero {لا طلبات معلقة} one {طلب معلق} two {طلبان معلقان} few {طلبات معلقة} many {طلبًا معلقًا} other {طلب معلق}}',
  'profile2.button.follow': 'متابعة',
  'profile2.button.requested': 'تم الطلب',
  'profile2.button.following': 'متابَع',
  'profile2.button.followBack': 'رد المتابعة',
  'profile2.button.unblock': 'إلغاء الحظر',
  'profile2.button.unmute': 'إلغاء الكتم',
  'profile2.button.follow.label': 'متابعة @{acct}',
  'profile2.button.requested.label': 'إلغاء طلب متابعة @{acct}',
  'profile2.button.following.label': 'إلغاء متابعة @{acct}',
  'profile2.button.followBack.label': 'رد متابعة @{acct}',
  'profile2.button.unblock.label': 'إلغاء حظر @{acct}',
  'profile2.button.unmute.label': 'إلغاء كتم @{acct}',
  'profile2.rowCounts':
    '{posts, number, compact} منشور · {followers, number, compact} متابِع · {following, number, compact} متابَع',
  'profile2.familiar.one': 'يتابعه {a}',
  'profile2.familiar.two': 'يتابعه {a} و{b}',
  'profile2.familiar.more':
    'يتابعه {a} و{b} و{others, plural, zero {لا أحد آخر تتابعه} one {شخص آخر تتابعه} two {شخصان آخران تتابعهما} few {# آخرين تتابعهم} many {# آخرًا تتابعهم} other {# آخر تتابعهم}}',
  'profile2.featuredTags': 'الوسوم المميزة',
  'profile2.taggedPosts':
    '{n, plural, zero {لا منشورات} one {منشور واحد} two {منشوران} few {{n, number, compact} منشورات} many {{n, number, compact} منشورًا} other {{n, number, compact} منشور}}',
  'profile2.endorsed': 'الملفات المميزة',
  'profile2.tab.followers': 'المتابِعون',
  'profile2.tab.following': 'المتابَعون',
  'profile2.taggedTitle': '@{acct}: #{tag}',
  'profile2.followersTitle': 'متابِعو @{acct}',
  'profile2.followingTitle': 'يتابعهم @{acct}',
  'profile2.hiddenTitle': 'هذه المعلومات غير متاحة',
  'profile2.hiddenText': 'اختار @{acct} عدم إظهار من يتابعه ومن يتابع.',
  'profile2.note.label': 'ملاحظة شخصية',
  'profile2.note.placeholder': 'أنت وحدك ترى هذه الملاحظة عن @{acct}',
  'profile2.note.saving': 'جارٍ الحفظ…',
  'profile2.note.saved': 'تم الحفظ',
  'profile2.note.failed': 'تعذّر حفظ الملاحظة؛ نصك محفوظ.',
  'profile2.note.retry': 'حاول مجددًا',
  'profile2.menu.copyLink': 'نسخ رابط الملف الشخصي',
  'profile2.menu.openOriginal': 'فتح الصفحة الأصلية على {domain}',
} satisfies Record<keyof typeof en, string>;
