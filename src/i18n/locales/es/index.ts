// The es catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import nav from './nav.ts';
import settings from './settings.ts';
import translate from './translate.ts';

export default {
  ...nav,
  ...settings,
  ...translate,
} satisfies Catalogue;
