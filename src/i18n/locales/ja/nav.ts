import type en from '../en/nav.ts';

export default {
  'nav.main': 'メイン',
  'nav.home': 'ホーム',
  'nav.notifications': '通知',
  'nav.local': 'ローカル',
  'nav.federated': '連合',
  'nav.bookmarks': 'ブックマーク',
  'nav.favourites': 'お気に入り',
  'nav.filters': 'フィルター',
  'nav.followRequests': 'フォローリクエスト',
  'nav.blocks': 'ブロックしたアカウント',
  'nav.mutes': 'ミュートしたアカウント',
  'nav.domainBlocks': 'ブロックしたドメイン',
  'nav.newPost': '新規投稿',
  'nav.unread': '{count, plural, other {未読}}',
  'nav.signedOut': 'ログインしていません。',
  'nav.signIn': 'ログイン',
} satisfies Record<keyof typeof en, string>;
