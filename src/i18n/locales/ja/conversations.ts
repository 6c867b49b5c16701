import type en from '../en/conversations.ts';

export default {
  'conversations.title': '非公開の返信',
  'conversations.nav': '非公開の返信',
  'conversations.unread': '未読',
  'conversations.separator': '、',
  'conversations.onlyYou': '自分のみ',
  'conversations.reply': '返信',
  'conversations.delete': '会話を削除',
  'conversations.deleteTitle': 'この会話を削除しますか？',
  'conversations.deleteBody': 'すべてのタブの非公開の返信から消えます。会話内の投稿は削除されません。',
  'conversations.deleteConfirm': '削除',
  'conversations.cancel': 'キャンセル',
  'conversations.noExcerpt': '最後の投稿はもう表示できません。',
  'conversations.contentWarning': '閲覧注意: {text}',
  'conversations.attachments': '{n, plural, other {添付ファイル#件}}',
  'conversations.loadError': '非公開の返信を読み込めませんでした。',
  'conversations.retry': '再試行',
} satisfies Record<keyof typeof en, string>;
