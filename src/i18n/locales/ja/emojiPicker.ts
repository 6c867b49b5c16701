import type en from '../en/emojiPicker.ts';

export default {
  'emojiPicker.label': '絵文字ピッカー',
  'emojiPicker.search': '絵文字を検索',
  'emojiPicker.noResults': '「{query}」に一致する絵文字はありません。',
  'emojiPicker.loading': '絵文字を読み込み中…',
  'emojiPicker.loadError': 'サーバーのカスタム絵文字を読み込めませんでした。',
  'emojiPicker.custom': 'カスタム',
  'emojiPicker.categories': '絵文字のカテゴリー',
  'emojiPicker.group.smileys_emotion': '顔と感情',
  'emojiPicker.group.people_body': '人と体',
  'emojiPicker.group.animals_nature': '動物と自然',
  'emojiPicker.group.food_drink': '食べ物と飲み物',
  'emojiPicker.group.travel_places': '旅行と場所',
  'emojiPicker.group.activities': 'アクティビティ',
  'emojiPicker.group.objects': '物',
  'emojiPicker.group.symbols': '記号',
  'emojiPicker.group.flags': '旗',
  'emojiPicker.close': '閉じる',
} satisfies Record<keyof typeof en, string>;
