import type en from '../en/search.ts';

export default {
  'search.label': '検索',
  'search.placeholder': '検索またはURLを貼り付け',
  'search.searchFor': '「{q}」を検索',
  'search.open': '{q} を開く',
  'search.recent': '最近の検索',
  'search.recentHint': 'Delete キーで選択中の検索を削除します。',
  'search.removeRecent': '「{q}」を最近の検索から削除',
  'search.suggestions': '{count, plural, =0 {候補はありません} other {候補 # 件、矢印キーで選択}}',
  'search.resolving': '照会しています…',
  'search.notFound': '{q} は見つかりませんでした。',
  'search.title': '検索',
  'search.titleFor': '検索: {q}',
  'search.tabs': '結果の種類',
  'search.tab.all': 'すべて',
  'search.tab.accounts': 'プロフィール',
  'search.tab.hashtags': 'ハッシュタグ',
  'search.tab.statuses': '投稿',
  'search.seeMore':
    '{section, select, accounts {プロフィールをもっと見る} hashtags {ハッシュタグをもっと見る} other {投稿をもっと見る}}',
  'search.people': '{count, plural, other {過去2日間に{n, number, compact}人}}',
  'search.uses': '{count, plural, other {今週{n, number, compact}件の投稿}}',
  'search.empty': '「{q}」の検索結果はありません',
  'search.emptyHint': '別の言葉、#ハッシュタグ、@ユーザー名で試してください。',
  'search.start': '人、ハッシュタグ、投稿を検索',
  'search.startHint': '投稿やプロフィールのアドレスを貼り付けると、ここで開きます。',
} satisfies Record<keyof typeof en, string>;
