import type en from '../en/compose-suggest.ts';

export default {
  'composeSuggest.label': '候補',
  'composeSuggest.count':
    '{count, plural, =0 {候補はありません} other {候補 #件、矢印キーで選び Enter で入力}}',
  'composeSuggest.people': '{n, plural, other {過去2日間に{n, number, compact}人}}',
  'composeSuggest.usedByYou': '自分が使用',
  'composeSuggest.emoji': '絵文字',
  'composeSuggest.frequent': 'よく使う絵文字',
  'composeSuggest.skinTone': '肌の色',
  'composeSuggest.toneDefault': 'デフォルト',
  'composeSuggest.toneLight': '明るい',
  'composeSuggest.toneMediumLight': 'やや明るい',
  'composeSuggest.toneMedium': '中間',
  'composeSuggest.toneMediumDark': 'やや暗い',
  'composeSuggest.toneDark': '暗い',
  'composeSuggest.mention': '@{acct}さんにメンション',
  'composeSuggest.direct': '@{acct}さんに非公開でメンション',
} satisfies Record<keyof typeof en, string>;
