import type en from '../en/timeline.ts';

export default {
  'timeline.home': 'ホーム',
  'timeline.notifications': '通知',
  'timeline.local': 'ローカルタイムライン',
  'timeline.federated': '連合タイムライン',
  'timeline.list': 'リスト',
  'timeline.bookmarks': 'ブックマーク',
  'timeline.favourites': 'お気に入り',
  'timeline.tag': '#{tag}',
  'timeline.post': '投稿',
  'timeline.notFound': '見つかりません',
  'timeline.pageMissing': 'このページは存在しません。',
  'timeline.loading': '読み込み中…',
  'timeline.retry': '再試行',
  'timeline.documentTitle': '{count, plural, =0 {Woolly} other {({count, number}) Woolly}}',
  'thread.edited': '{date}に編集',
  'thread.replies': '{count, plural, other {返信 #件}}',
  'thread.boosts': '{count, plural, other {ブースト #件}}',
  'thread.favourites': '{count, plural, other {お気に入り #件}}',
} satisfies Record<keyof typeof en, string>;
