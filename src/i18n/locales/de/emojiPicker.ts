import type en from '../en/emojiPicker.ts';

export default {
  'emojiPicker.label': 'Emoji-Auswahl',
  'emojiPicker.search': 'Emoji suchen',
  'emojiPicker.noResults': 'Kein Emoji passt zu „{query}“.',
  'emojiPicker.loading': 'Emoji werden geladen …',
  'emojiPicker.loadError': 'Die eigenen Emoji des Servers konnten nicht geladen werden.',
  'emojiPicker.custom': 'Eigene',
  'emojiPicker.categories': 'Emoji-Kategorien',
  'emojiPicker.group.smileys_emotion': 'Smileys & Emotionen',
  'emojiPicker.group.people_body': 'Menschen & Körper',
  'emojiPicker.group.animals_nature': 'Tiere & Natur',
  'emojiPicker.group.food_drink': 'Essen & Trinken',
  'emojiPicker.group.travel_places': 'Reisen & Orte',
  'emojiPicker.group.activities': 'Aktivitäten',
  'emojiPicker.group.objects': 'Objekte',
  'emojiPicker.group.symbols': 'Symbole',
  'emojiPicker.group.flags': 'Flaggen',
  'emojiPicker.close': 'Schließen',
} satisfies Record<keyof typeof en, string>;
