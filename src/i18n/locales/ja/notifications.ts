import type en from '../en/notifications.ts';

export default {
  'notifications.favourite':
    '{others, plural, =0 {{name}さんがあなたの投稿をお気に入りに登録しました} other {{name}さんと他#人があなたの投稿をお気に入りに登録しました}}',
  'notifications.reblog':
    '{others, plural, =0 {{name}さんがあなたの投稿をブーストしました} other {{name}さんと他#人があなたの投稿をブーストしました}}',
  'notifications.follow':
    '{others, plural, =0 {{name}さんにフォローされました} other {{name}さんと他#人にフォローされました}}',
  'notifications.follow_request':
    '{others, plural, =0 {{name}さんからフォローリクエストがありました} other {{name}さんと他#人からフォローリクエストがありました}}',
  'notifications.mention':
    '{others, plural, =0 {{name}さんがあなたにメンションしました} other {{name}さんと他#人があなたにメンションしました}}',
  'notifications.mentionPrivate':
    '{others, plural, =0 {{name}さんがあなたに非公開でメンションしました} other {{name}さんと他#人があなたに非公開でメンションしました}}',
  'notifications.status':
    '{others, plural, =0 {{name}さんが投稿しました} other {{name}さんと他#人が投稿しました}}',
  'notifications.update':
    '{others, plural, =0 {{name}さんがブーストした投稿を編集しました} other {{name}さんと他#人がブーストした投稿を編集しました}}',
  'notifications.quote':
    '{others, plural, =0 {{name}さんがあなたの投稿を引用しました} other {{name}さんと他#人があなたの投稿を引用しました}}',
  'notifications.quoted_update':
    '{others, plural, =0 {{name}さんが引用した投稿を編集しました} other {{name}さんと他#人が引用した投稿を編集しました}}',
  'notifications.signUp':
    '{others, plural, =0 {{name}さんが登録しました} other {{name}さんと他#人が登録しました}}',
  'notifications.report':
    '{others, plural, =0 {{name}さんがアカウントを通報しました} other {{name}さんと他#人がアカウントを通報しました}}',
  'notifications.reported': '{name}さんが{target}さんを通報しました',
  'notifications.pollOwn': 'あなたの投票が終了しました',
  'notifications.pollVoted': 'あなたが参加した投票が終了しました',
  'notifications.severed': 'フォロー関係の一部が切断されました',
  'notifications.severedWith':
    '{target}との関係が切断されました: フォロワー{followers, plural, other {#人}}とフォロー中のアカウント{following, plural, other {#件}}を失いました',
  'notifications.annualReport': 'あなたの{year}年の振り返りができました',
  'notifications.annualReportNoYear': 'あなたの年間の振り返りができました',
  'notifications.quoted': 'あなたの投稿が引用されました',
  'notifications.quotedEdited': '引用した投稿が編集されました',
  'notifications.generic': '新しい通知があります',
  'notifications.mod.disable': 'あなたのアカウントは無効化されました',
  'notifications.mod.markSensitive': 'あなたの投稿の一部が閲覧注意に設定されました',
  'notifications.mod.delete': 'あなたの投稿の一部が削除されました',
  'notifications.mod.sensitive': '今後、あなたの投稿は閲覧注意に設定されます',
  'notifications.mod.silence': 'あなたのアカウントは制限されました',
  'notifications.mod.suspend': 'あなたのアカウントは停止されました',
  'notifications.mod.warning': 'モデレーションの警告を受けました',
  'notifications.followRequestAccepted': 'フォローリクエストを承認しました',
  'notifications.followRequestRejected': 'フォローリクエストを拒否しました',
  'notifications.followRequestFailed': 'フォローリクエストに応答できませんでした。',
  'notifications.accept': '承認',
  'notifications.reject': '拒否',
  'notifications.dismiss': '無視',
  'notifications.requests': '通知リクエスト',
  'notifications.requestsPending': '通知リクエスト: 保留中 {shown}件',
  'notifications.requestsFailed': 'リクエストを読み込めませんでした。',
  'notifications.requestsFailedTitle': 'リクエストを読み込めませんでした',
  'notifications.noRequests': 'リクエストはありません',
  'notifications.noRequestsHint': '通知ポリシーによって保留された通知がここに表示されます。',
  'notifications.requestCount': '{count, plural, other {#件の通知}}',
  'notifications.pending':
    '{count, plural, =0 {保留中のリクエストはありません} other {保留中のリクエスト#件}}',
} satisfies Record<keyof typeof en, string>;
