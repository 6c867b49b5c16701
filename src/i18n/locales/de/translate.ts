import type en from '../en/translate.ts';

export default {
  'translate.action': 'Übersetzen',
  'translate.busy': 'Wird übersetzt …',
  'translate.from': 'Übersetzt aus {language} mit {provider}',
  'translate.showOriginal': 'Original anzeigen',
} satisfies Record<keyof typeof en, string>;
