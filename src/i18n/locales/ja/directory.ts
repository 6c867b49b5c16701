import type en from '../en/directory.ts';

export default {
  'directory.title': 'プロフィールディレクトリ',
  'directory.nav': 'ディレクトリ',
  'directory.whose': 'どのプロフィール',
  'directory.local': 'このサーバーから',
  'directory.everyone': 'すべてのサーバーから',
  'directory.order': '並び順',
  'directory.active': '最近のアクティブ',
  'directory.new': '新規登録',
  'directory.failedTitle': 'ディレクトリを読み込めませんでした',
  'directory.failed': '少ししてからもう一度お試しください。',
  'directory.empty': '表示するプロフィールはありません。',
  'directory.more': 'さらに読み込む',
  'directory.counts':
    '{posts, plural, other {{posts, number, compact}件の投稿}} · {followers, plural, other {{followers, number, compact}人のフォロワー}}',
} satisfies Record<keyof typeof en, string>;
