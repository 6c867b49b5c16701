import type en from '../en/compose-suggest.ts';

export default {
  'composeSuggest.label': 'Vorschläge',
  'composeSuggest.count':
    '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag, mit den Pfeiltasten wählen, mit Eingabe übernehmen} other {# Vorschläge, mit den Pfeiltasten wählen, mit Eingabe übernehmen}}',
  'composeSuggest.people':
    '{n, plural, one {{n, number, compact} Person in den letzten 2 Tagen} other {{n, number, compact} Personen in den letzten 2 Tagen}}',
  'composeSuggest.usedByYou': 'Von dir verwendet',
  'composeSuggest.emoji': 'Emoji',
  'composeSuggest.frequent': 'Häufig verwendet',
  'composeSuggest.skinTone': 'Hautfarbe',
  'composeSuggest.toneDefault': 'Standard',
  'composeSuggest.toneLight': 'Hell',
  'composeSuggest.toneMediumLight': 'Mittelhell',
  'composeSuggest.toneMedium': 'Mittel',
  'composeSuggest.toneMediumDark': 'Mitteldunkel',
  'composeSuggest.toneDark': 'Dunkel',
  'composeSuggest.mention': '@{acct} erwähnen',
  'composeSuggest.direct': '@{acct} privat erwähnen',
} satisfies Record<keyof typeof en, string>;
