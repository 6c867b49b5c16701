// The source catalogue. A feature adds its file here and the same file in every other locale.
import nav from './nav.ts';
import search from './search.ts';

export default {
  ...nav,
  ...search,
};
