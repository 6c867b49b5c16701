import type en from '../en/translate.ts';

export default {
  'translate.action': 'Traducir',
  'translate.busy': 'Traduciendo…',
  'translate.from': 'Traducido del {language} con {provider}',
  'translate.showOriginal': 'Mostrar original',
} satisfies Record<keyof typeof en, string>;
