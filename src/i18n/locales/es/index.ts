// The es catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import lists from './lists.ts';
import nav from './nav.ts';

export default {
  ...nav,
  ...lists,
} satisfies Catalogue;
