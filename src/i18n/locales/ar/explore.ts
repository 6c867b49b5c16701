import type en from '../en/explore.ts';

export default {
  'explore.title': 'استكشاف',
  'explore.nav': 'استكشاف',
  'explore.tabsLabel': 'أقسام الاستكشاف',
  'explore.tabPosts': 'المنشورات',
  'explore.tabTags': 'الوسوم',
  'explore.tabLinks': 'الأخبار',
  'explore.tabSuggestions': 'لك',
  'explore.postsTitle': 'المنشورات الرائجة',
  'explore.tagsFailed': 'تعذّر تحميل الوسوم الرائجة.',
  'explore.tagsEmpty': 'لا شيء رائج الآن.',
  'explore.linksFailed': 'تعذّر تحميل الروابط الرائجة.',
  'explore.linksEmpty': 'لا روابط رائجة الآن.',
  'explore.linkPeople':
    '{n, plural, zero {لا أحد يتحدث عنه} one {شخص واحد يتحدث عنه} two {شخصان يتحدثان عنه} few {{n, number, compact} أشخاص يتحدثون عنه} many {{n, number, compact} شخصًا يتحدثون عنه} other {{n, number, compact} شخص يتحدثون عنه}}',
  'explore.suggestionsFailed': 'تعذّر تحميل الاقتراحات.',
  'explore.suggestionsEmpty': 'لا اقتراحات الآن. تابع بعض الأشخاص ثم عد لاحقًا.',
  'explore.whyFeatured': 'اختاره فريق الخادم',
  'explore.whyMostFollowed': 'رائج على هذا الخادم',
  'explore.whyMostInteractions': 'رائج هذا الأسبوع',
  'explore.whySimilar': 'مشابه لأشخاص تابعتهم مؤخرًا',
  'explore.whyFriends': 'يتابعه أشخاص تتابعهم',
  'explore.dismiss': 'لا تقترح @{acct} مجددًا',
  'explore.linkTitle': 'رابط',
  'explore.linkPosts': 'منشورات تشارك هذا الرابط',
  'explore.openLink': 'افتح على {host}',
} satisfies Record<keyof typeof en, string>;
