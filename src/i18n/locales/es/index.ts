// The es catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import announcements from './announcements.ts';
import conversations from './conversations.ts';
import emojiPicker from './emojiPicker.ts';
import nav from './nav.ts';

export default {
  ...nav,
  ...emojiPicker,
  ...announcements,
  ...conversations,
} satisfies Catalogue;
