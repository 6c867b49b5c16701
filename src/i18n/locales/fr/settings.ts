import type en from '../en/settings.ts';

export default {
  'settings.title': 'Paramètres',
  'settings.language': 'Langue',
  'settings.languageHint':
    'La langue de l’interface, dans tous les onglets ouverts. Les messages gardent leur propre langue.',
  'settings.followBrowser': 'Suivre le navigateur',
  'settings.followBrowserNow': 'Actuellement : {language}',
} satisfies Record<keyof typeof en, string>;
