import type en from '../en/composeExtras.ts';

export default {
  'composeExtras.replyingTo': '返信先',
  'composeExtras.cancelReply': '返信をやめる',
  'composeExtras.replyLoading': '投稿を読み込み中…',
  'composeExtras.replyUnavailable': '返信先の投稿は表示できません。',
  'composeExtras.charactersLeftTitle': '残り文字数',
  'composeExtras.nearLimit': '{count, plural, other {残り#文字}}',
  'composeExtras.overLimit': '{count, plural, other {上限を#文字超えています}}',
} satisfies Record<keyof typeof en, string>;
