import type en from '../en/shell.ts';

export default {
  'shell.menu': 'メニュー',
  'shell.back': '戻る',
  'shell.yourProfile': '自分のプロフィール',
  'shell.postPublished': '投稿しました',
  'shell.postEdited': '投稿を編集しました',
  'shell.open': '開く',
  'shell.pinned': '固定した投稿',
  'shell.pinnedEmpty': '固定した投稿はまだありません',
  'shell.pinnedEmptyHint': '自分の投稿をメニューから固定すると、プロフィールの一番上に表示されます。',
} satisfies Record<keyof typeof en, string>;
