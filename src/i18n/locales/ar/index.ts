// The ar catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import accountLists from './accountLists.ts';
import chrome from './chrome.ts';
import compose from './compose.ts';
import core from './core.ts';
import filters from './filters.ts';
import nav from './nav.ts';
import notifications from './notifications.ts';
import post from './post.ts';
import profile from './profile.ts';
import time from './time.ts';
import timeline from './timeline.ts';

export default {
  ...nav,
  ...time,
  ...timeline,
  ...accountLists,
  ...profile,
  ...filters,
  ...notifications,
  ...chrome,
  ...compose,
  ...core,
  ...post,
} satisfies Catalogue;
