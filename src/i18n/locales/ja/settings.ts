import type en from '../en/settings.ts';

export default {
  'settings.title': '設定',
  'settings.language': '言語',
  'settings.languageHint':
    '開いているすべてのタブのインターフェースの言語です。投稿は元の言語のまま表示されます。',
  'settings.followBrowser': 'ブラウザーの設定に従う',
  'settings.followBrowserNow': '現在: {language}',
} satisfies Record<keyof typeof en, string>;
