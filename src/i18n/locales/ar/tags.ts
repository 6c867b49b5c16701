import type en from '../en/tags.ts';

export default {
  'tags.people':
    '{n, plural, zero {لا أحد في الأيام الماضية} one {شخص واحد في الأيام الماضية} two {شخصان في الأيام الماضية} few {{n, number, compact} أشخاص في الأيام الماضية} many {{n, number, compact} شخصًا في الأيام الماضية} other {{n, number, compact} شخص في الأيام الماضية}}',
  'tags.posts':
    '{n, plural, zero {لا منشورات} one {منشور واحد} two {منشوران} few {{n, number, compact} منشورات} many {{n, number, compact} منشورًا} other {{n, number, compact} منشور}}',
  'tags.week':
    '{posts, plural, zero {لا منشورات} one {منشور واحد} two {منشوران} few {{posts, number, compact} منشورات} many {{posts, number, compact} منشورًا} other {{posts, number, compact} منشور}} من {people, plural, zero {لا أحد} one {شخص واحد} two {شخصين} few {{people, number, compact} أشخاص} many {{people, number, compact} شخصًا} other {{people, number, compact} شخص}} في الأسبوع الماضي',
  'tags.follow': 'متابعة',
  'tags.unfollow': 'إلغاء المتابعة',
  'tags.followName': 'متابعة #{name}',
  'tags.unfollowName': 'إلغاء متابعة #{name}',
  'tags.feature': 'إبراز في الملف الشخصي',
  'tags.unfeature': 'إيقاف الإبراز في الملف الشخصي',
  'tags.followedTitle': 'الوسوم المتابَعة',
  'tags.navFollowed': 'الوسوم المتابَعة',
  'tags.followedFailed': 'تعذّر تحميل الوسوم المتابَعة.',
  'tags.followedEmpty': 'لا تتابع أي وسم بعد.',
  'tags.more': 'تحميل المزيد',
  'tags.optionsLabel': 'خيارات الخط الزمني',
  'tags.optionAny': 'أيٌّ من هذه',
  'tags.optionAll': 'كل هذه',
  'tags.optionNone': 'لا شيء من هذه',
  'tags.optionLocal': 'المحلي فقط',
  'tags.optionRemote': 'البعيد فقط',
  'tags.optionMedia': 'الوسائط فقط',
} satisfies Record<keyof typeof en, string>;
