import type en from '../en/compose-suggest.ts';

export default {
  'composeSuggest.label': 'Sugerencias',
  'composeSuggest.count':
    '{count, plural, =0 {Sin sugerencias} one {# sugerencia, elige con las flechas, Intro para usarla} other {# sugerencias, elige con las flechas, Intro para usarla}}',
  'composeSuggest.people':
    '{n, plural, one {{n, number, compact} persona en los últimos 2 días} other {{n, number, compact} personas en los últimos 2 días}}',
  'composeSuggest.usedByYou': 'Usada por ti',
  'composeSuggest.emoji': 'Emoji',
  'composeSuggest.frequent': 'Usados con frecuencia',
  'composeSuggest.skinTone': 'Tono de piel',
  'composeSuggest.toneDefault': 'Predeterminado',
  'composeSuggest.toneLight': 'Claro',
  'composeSuggest.toneMediumLight': 'Claro medio',
  'composeSuggest.toneMedium': 'Medio',
  'composeSuggest.toneMediumDark': 'Oscuro medio',
  'composeSuggest.toneDark': 'Oscuro',
  'composeSuggest.mention': 'Mencionar a @{acct}',
  'composeSuggest.direct': 'Mencionar a @{acct} en privado',
} satisfies Record<keyof typeof en, string>;
