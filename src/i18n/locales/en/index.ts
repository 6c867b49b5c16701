// The source catalogue. A feature adds its file here and the same file in every other locale.
import nav from './nav.ts';
import settings from './settings.ts';
import translate from './translate.ts';

export default {
  ...nav,
  ...settings,
  ...translate,
};
