import type en from '../en/translate.ts';

export default {
  'translate.action': '翻訳',
  'translate.busy': '翻訳中…',
  'translate.from': '{provider}を使用して{language}から翻訳',
  'translate.showOriginal': '原文を表示',
} satisfies Record<keyof typeof en, string>;
