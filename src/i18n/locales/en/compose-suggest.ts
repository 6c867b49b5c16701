// Compose's suggestions while typing, its emoji button and the picker's frequent emoji and skin tones, and the
// Mention / Direct message actions that open compose.
export default {
  'composeSuggest.label': 'Suggestions',
  'composeSuggest.count':
    '{count, plural, =0 {No suggestions} one {# suggestion, arrows to choose, Enter to take} other {# suggestions, arrows to choose, Enter to take}}',
  'composeSuggest.people':
    '{n, plural, one {{n, number, compact} person in the past 2 days} other {{n, number, compact} people in the past 2 days}}',
  'composeSuggest.usedByYou': 'Used by you',
  'composeSuggest.emoji': 'Emoji',
  'composeSuggest.frequent': 'Frequently used',
  'composeSuggest.skinTone': 'Skin tone',
  'composeSuggest.toneDefault': 'Default',
  'composeSuggest.toneLight': 'Light',
  'composeSuggest.toneMediumLight': 'Medium-light',
  'composeSuggest.toneMedium': 'Medium',
  'composeSuggest.toneMediumDark': 'Medium-dark',
  'composeSuggest.toneDark': 'Dark',
  'composeSuggest.mention': 'Mention @{acct}',
  'composeSuggest.direct': 'Privately mention @{acct}',
};
