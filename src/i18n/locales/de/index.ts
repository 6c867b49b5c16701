// The de catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import composeExtras from './composeExtras.ts';
import focused from './focused.ts';
import nav from './nav.ts';

export default {
  ...nav,
  ...focused,
  ...composeExtras,
} satisfies Catalogue;
