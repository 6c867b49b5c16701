// The source catalogue. A feature adds its file here and the same file in every other locale.

import directory from './directory.ts';
import explore from './explore.ts';
import nav from './nav.ts';
import tags from './tags.ts';

export default {
  ...nav,
  ...directory,
  ...tags,
  ...explore,
};
