import type en from '../en/core.ts';

export default {
  'core.alertLine': '{title}: {message}',
  'core.unexpectedTitle': 'エラー！',
  'core.unexpected': '予期せぬエラーが発生しました。',
  'core.rateLimitedTitle': 'レート制限中',
  'core.retryAfter': '{at, time, medium}以降に再試行してください。',
  'core.httpStatusTitle': '{status}',
  'core.serverSaid': '{text}',
  'core.httpStatus': 'サーバーがエラー {status} を返しました。',
  'core.signInFailedTitle': 'ログインに失敗しました',
  'core.notSignedInTitle': 'ログインしていません',
  'core.signInFirst': '先にログインしてください。',
  'core.noToken': 'サーバーがトークンを発行しませんでした。',
  'core.signIn.unreachable': '{host} に接続できませんでした。アドレスと接続を確認してください。',
  'core.signIn.timeout':
    '{host} から時間内に応答がありませんでした。アドレスを確認するか、後でもう一度お試しください。',
  'core.signIn.notMastodon':
    '{host} は Mastodon サーバーではないようです（応答が Mastodon サーバーのものではありません）。',
  'core.signIn.interrupted': 'ログインが中断されました。もう一度お試しください。',
  'core.signIn.rateLimitedUntil':
    '{host} はリクエストを制限しています。{at, time, medium}以降にもう一度お試しください。',
  'core.signIn.rateLimited': '{host} はリクエストを制限しています。数分後にもう一度お試しください。',
  'core.signIn.serverProblem':
    '{host} で問題が発生しています（エラー {status}）。後でもう一度お試しください。',
  'core.signIn.noAppRegistration':
    '{host} は Mastodon サーバーではないようです（アプリを登録する場所がありません）。',
  'core.signIn.appsNotAllowed': '{host} は新しいアプリのログインを許可していません。',
  'core.signIn.appsNotAllowedBecause': '{host} は新しいアプリのログインを許可していません: {reason}',
  'core.signIn.refusedBecause': '{host} がログインを拒否しました: {reason}',
  'core.signIn.refused': '{host} がログインを拒否しました（エラー {status}）。',
  'core.address.empty': 'サーバーのアドレスを入力してください。',
  'core.address.invalid': '有効なサーバーアドレスではありません。',
  'core.address.httpsOnly': 'https のサーバーアドレスのみ対応しています。',
  'core.address.credentials': 'サーバーアドレスにユーザー名やパスワードを含めることはできません。',
  'core.address.plainHttp':
    '暗号化されていない http はローカル（ループバック）サーバーでのみ使用できます。https を使ってください。',
  'core.uploadLimit': 'アップロードできるファイル数の上限を超えました。',
  'core.uploadWithPoll': '投票と一緒にファイルをアップロードすることはできません。',
  'core.notPossibleTitle': 'できません',
  'core.ownDomain': 'このアカウントはあなたのサーバーにあります。ブロックするドメインはありません。',
  'core.clearFailedTitle': '通知を消去できませんでした',
  'core.load.failed': 'このタイムラインを読み込めませんでした。',
  'core.load.unreachable': 'サーバーに接続できませんでした。',
  'core.load.timeout': 'サーバーから時間内に応答がありませんでした。',
  'core.load.unreadable': 'サーバーから読み取れない応答が返されました。',
  'core.load.rateLimitedUntil': '{at, time, medium}までサーバーによりレート制限されています。',
  'core.load.rateLimited': 'サーバーによりレート制限されています。',
  'core.load.serverProblem': 'サーバーで問題が発生しました（{status}）。',
  'core.load.failedBecause': 'このタイムラインを読み込めませんでした: {reason}',
  'core.notAvailableYet': 'まだ利用できません。',
  'core.staleSignIn': 'このログインリンクは古くなっています。最初からやり直してください。',
  'core.accountFailed': 'このアカウントを読み込めませんでした。',
  'core.accountUnreadable': 'サーバーから読み取れないアカウントが返されました。',
  'core.thread.gone': 'この投稿は利用できません。削除されたか、存在しません。',
  'core.thread.forbidden': 'この投稿は利用できません。閲覧が許可されていません。',
  'core.thread.failed': 'この投稿を読み込めませんでした。{reason}',
  'core.regex.unsupported':
    'カラムの正規表現は{kind, select, backreference {後方参照} namedBackreference {名前付き後方参照} lookahead {先読み} negativeLookahead {否定先読み} lookbehind {後読み} other {否定後読み}}「{syntax}」を使っていますが、これはサポートされていません。カラムのパターンは停止しないエンジンで動作し、後方参照や先読み・後読みは使えません。',
  'core.regex.invalid': 'カラムの正規表現が正しくありません: {reason}。',
  'core.filter.unmatchable':
    'キーワード {keyword} は照合できません（{reason}）。フィルターの他のキーワードは引き続き機能します。',
} satisfies Record<keyof typeof en, string>;
