import type en from '../en/modals.ts';

export default {
  'modals.follow': 'متابعة @{acct}',
  'modals.unfollow': 'إلغاء متابعة @{acct}',
  'modals.cancelRequest': 'سحب طلب المتابعة إلى @{acct}',
  'modals.relationshipLoading': 'جارٍ التحقق من @{acct}…',
  'modals.cancel': 'إلغاء',
  'modals.deleteTitle': 'حذف المنشور؟',
  'modals.deleteText': 'هل أنت متأكد من أنك تريد حذف هذا المنشور؟',
  'modals.deleteConfirm': 'حذف',
  'modals.redraftTitle': 'حذف وإعادة الصياغة؟',
  'modals.redraftText':
    'يُحذف المنشور ويعود نصه إلى مربع الكتابة. ستُفقد المفضلات وإعادات النشر، وستبقى الردود عليه دون منشورها.',
  'modals.redraftConfirm': 'حذف وإعادة الصياغة',
  'modals.unfollowTitle': 'إلغاء متابعة @{acct}؟',
  'modals.unfollowText': 'لن تظهر منشوراته بعد الآن في خطك الزمني الرئيسي.',
  'modals.unfollowConfirm': 'إلغاء المتابعة',
  'modals.signOutTitle': 'تسجيل الخروج؟',
  'modals.signOutText': 'هل أنت متأكد من أنك تريد تسجيل الخروج من هذا الحساب في كل علامات التبويب؟',
  'modals.signOutConfirm': 'تسجيل الخروج',
  'modals.languagesItem': 'اختيار اللغات…',
  'modals.languagesTitle': 'لغات @{acct} في الصفحة الرئيسية',
  'modals.languagesText':
    'لن تظهر في خطك الزمني الرئيسي إلا منشوراته باللغات التي تختارها. لا تختر شيئًا لترى كل منشوراته.',
  'modals.languagesSave': 'حفظ',
  'modals.settingsTitle': 'التأكيدات',
  'modals.settingsHint': 'السؤال قبل:',
  'modals.confirm.delete': 'حذف منشور',
  'modals.confirm.redraft': 'حذف منشور وإعادة صياغته',
  'modals.confirm.unfollow': 'إلغاء متابعة أحد',
  'modals.confirm.signOut': 'تسجيل الخروج',
} satisfies Record<keyof typeof en, string>;
