// The source catalogue. A feature adds its file here and the same file in every other locale.
import composeExtras from './composeExtras.ts';
import focused from './focused.ts';
import nav from './nav.ts';

export default {
  ...nav,
  ...focused,
  ...composeExtras,
};
