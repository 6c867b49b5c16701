import type en from '../en/settings.ts';

export default {
  'settings.title': 'Ajustes',
  'settings.language': 'Idioma',
  'settings.languageHint':
    'El idioma de la interfaz, en todas las pestañas abiertas. Las publicaciones conservan su propio idioma.',
  'settings.followBrowser': 'Seguir al navegador',
  'settings.followBrowserNow': 'Ahora: {language}',
} satisfies Record<keyof typeof en, string>;
