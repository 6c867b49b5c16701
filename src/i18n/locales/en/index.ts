// The source catalogue. A feature adds its file here and the same file in every other locale.
import lists from './lists.ts';
import nav from './nav.ts';

export default {
  ...nav,
  ...lists,
};
