import type en from '../en/tags.ts';

export default {
  'tags.people': '{n, plural, other {過去数日で{n, number, compact}人}}',
  'tags.posts': '{n, plural, other {{n, number, compact}件の投稿}}',
  'tags.week':
    '過去1週間に{people, plural, other {{people, number, compact}人}}が{posts, plural, other {{posts, number, compact}件}}投稿',
  'tags.follow': 'フォロー',
  'tags.unfollow': 'フォロー解除',
  'tags.followName': '#{name} をフォロー',
  'tags.unfollowName': '#{name} のフォローを解除',
  'tags.feature': 'プロフィールで紹介',
  'tags.unfeature': 'プロフィールでの紹介をやめる',
  'tags.followedTitle': 'フォロー中のハッシュタグ',
  'tags.navFollowed': 'フォロー中のハッシュタグ',
  'tags.followedFailed': 'フォロー中のハッシュタグを読み込めませんでした。',
  'tags.followedEmpty': 'まだハッシュタグをフォローしていません。',
  'tags.more': 'さらに読み込む',
  'tags.optionsLabel': 'タイムラインのオプション',
  'tags.optionAny': 'いずれかを含む',
  'tags.optionAll': 'すべてを含む',
  'tags.optionNone': 'いずれも含まない',
  'tags.optionLocal': 'ローカルのみ',
  'tags.optionRemote': 'リモートのみ',
  'tags.optionMedia': 'メディアのみ',
} satisfies Record<keyof typeof en, string>;
