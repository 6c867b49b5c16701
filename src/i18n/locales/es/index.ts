// The es catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import nav from './nav.ts';
import profile2 from './profile2.ts';
import profileEdit from './profileEdit.ts';

export default {
  ...nav,
  ...profile2,
  ...profileEdit,
} satisfies Catalogue;
