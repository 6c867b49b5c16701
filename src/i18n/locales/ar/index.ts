// The ar catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import nav from './nav.ts';
import search from './search.ts';

export default {
  ...nav,
  ...search,
} satisfies Catalogue;
