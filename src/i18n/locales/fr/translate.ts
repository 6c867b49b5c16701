import type en from '../en/translate.ts';

export default {
  'translate.action': 'Traduire',
  'translate.busy': 'Traduction…',
  'translate.from': 'Traduit de {language} avec {provider}',
  'translate.showOriginal': 'Afficher l’original',
} satisfies Record<keyof typeof en, string>;
