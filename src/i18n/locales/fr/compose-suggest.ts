import type en from '../en/compose-suggest.ts';

export default {
  'composeSuggest.label': 'Suggestions',
  'composeSuggest.count':
    '{count, plural, =0 {Aucune suggestion} one {# suggestion, choisissez avec les flèches, Entrée pour valider} other {# suggestions, choisissez avec les flèches, Entrée pour valider}}',
  'composeSuggest.people':
    '{n, plural, one {{n, number, compact} personne ces 2 derniers jours} other {{n, number, compact} personnes ces 2 derniers jours}}',
  'composeSuggest.usedByYou': 'Déjà utilisé par vous',
  'composeSuggest.emoji': 'Émoji',
  'composeSuggest.frequent': 'Fréquemment utilisés',
  'composeSuggest.skinTone': 'Teint',
  'composeSuggest.toneDefault': 'Par défaut',
  'composeSuggest.toneLight': 'Clair',
  'composeSuggest.toneMediumLight': 'Moyennement clair',
  'composeSuggest.toneMedium': 'Intermédiaire',
  'composeSuggest.toneMediumDark': 'Moyennement foncé',
  'composeSuggest.toneDark': 'Foncé',
  'composeSuggest.mention': 'Mentionner @{acct}',
  'composeSuggest.direct': 'Mentionner @{acct} en privé',
} satisfies Record<keyof typeof en, string>;
