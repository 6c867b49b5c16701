import type en from '../en/modals.ts';

export default {
  'modals.follow': '@{acct}さんをフォロー',
  'modals.unfollow': '@{acct}さんのフォローを解除',
  'modals.cancelRequest': '@{acct}さんへのフォローリクエストを取り消す',
  'modals.relationshipLoading': '@{acct}さんを確認中…',
  'modals.cancel': 'キャンセル',
  'modals.deleteTitle': '投稿を削除しますか？',
  'modals.deleteText': 'この投稿を本当に削除しますか？',
  'modals.deleteConfirm': '削除',
  'modals.redraftTitle': '削除して下書きに戻しますか？',
  'modals.redraftText':
    '投稿は削除され、本文が投稿欄に戻ります。お気に入りとブーストは失われ、返信は元の投稿がない状態になります。',
  'modals.redraftConfirm': '削除して下書きに戻す',
  'modals.unfollowTitle': '@{acct}さんのフォローを解除しますか？',
  'modals.unfollowText': 'この人の投稿はホームタイムラインに表示されなくなります。',
  'modals.unfollowConfirm': 'フォロー解除',
  'modals.signOutTitle': 'ログアウトしますか？',
  'modals.signOutText': 'すべてのタブでこのアカウントからログアウトしますか？',
  'modals.signOutConfirm': 'ログアウト',
  'modals.languagesItem': '言語を選択…',
  'modals.languagesTitle': 'ホームに表示する@{acct}さんの言語',
  'modals.languagesText':
    '選んだ言語の投稿だけがホームタイムラインに表示されます。何も選ばなければすべて表示されます。',
  'modals.languagesSave': '保存',
  'modals.settingsTitle': '確認',
  'modals.settingsHint': '次の操作の前に確認する:',
  'modals.confirm.delete': '投稿の削除',
  'modals.confirm.redraft': '投稿の削除と下書きへの戻し',
  'modals.confirm.unfollow': 'フォロー解除',
  'modals.confirm.signOut': 'ログアウト',
} satisfies Record<keyof typeof en, string>;
