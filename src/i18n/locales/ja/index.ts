// The ja catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import directory from './directory.ts';
import explore from './explore.ts';
import nav from './nav.ts';
import tags from './tags.ts';

export default {
  ...nav,
  ...directory,
  ...tags,
  ...explore,
} satisfies Catalogue;
