// Translating a post (section 7): the button, the line under a translation, and the way back.
export default {
  'translate.action': 'Translate',
  'translate.busy': 'Translating…',
  'translate.from': 'Translated from {language} using {provider}',
  'translate.showOriginal': 'Show original',
};
