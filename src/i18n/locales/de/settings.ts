import type en from '../en/settings.ts';

export default {
  'settings.title': 'Einstellungen',
  'settings.language': 'Sprache',
  'settings.languageHint':
    'Die Sprache der Oberfläche, in jedem offenen Tab. Beiträge behalten ihre eigene Sprache.',
  'settings.followBrowser': 'Wie im Browser',
  'settings.followBrowserNow': 'Derzeit: {language}',
} satisfies Record<keyof typeof en, string>;
