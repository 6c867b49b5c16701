// The settings screen (src/views/settings/): a screen of sections, the language first.
export default {
  'settings.title': 'Settings',
  'settings.language': 'Language',
  'settings.languageHint': 'The language of the interface, in every open tab. Posts keep their own language.',
  'settings.followBrowser': 'Follow the browser',
  'settings.followBrowserNow': 'Now: {language}',
};
