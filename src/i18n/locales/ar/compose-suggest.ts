import type en from '../en/compose-suggest.ts';

export default {
  'composeSuggest.label': 'اقتراحات',
  'composeSuggest.count':
    '{count, plural, =0 {لا اقتراحات} one {اقتراح واحد، اختر بالأسهم واضغط Enter} two {اقتراحان، اختر بالأسهم واضغط Enter} few {# اقتراحات، اختر بالأسهم واضغط Enter} many {# اقتراحًا، اختر بالأسهم واضغط Enter} other {# اقتراح، اختر بالأسهم واضغط Enter}}',
  'composeSuggest.people':
    '{n, plural, zero {لا أحد خلال اليومين الماضيين} one {شخص واحد خلال اليومين الماضيين} two {شخصان خلال اليومين الماضيين} few {{n, number, compact} أشخاص خلال اليومين الماضيين} many {{n, number, compact} شخصًا خلال اليومين الماضيين} other {{n, number, compact} شخص خلال اليومين الماضيين}}',
  'composeSuggest.usedByYou': 'استخدمته من قبل',
  'composeSuggest.emoji': 'إيموجي',
  'composeSuggest.frequent': 'الأكثر استخدامًا',
  'composeSuggest.skinTone': 'لون البشرة',
  'composeSuggest.toneDefault': 'الافتراضي',
  'composeSuggest.toneLight': 'فاتح',
  'composeSuggest.toneMediumLight': 'فاتح متوسط',
  'composeSuggest.toneMedium': 'متوسط',
  'composeSuggest.toneMediumDark': 'داكن متوسط',
  'composeSuggest.toneDark': 'داكن',
  'composeSuggest.mention': 'الإشارة إلى @{acct}',
  'composeSuggest.direct': 'الإشارة إلى @{acct} بشكل خاص',
} satisfies Record<keyof typeof en, string>;
