// The source catalogue. A feature adds its file here and the same file in every other locale.

import announcements from './announcements.ts';
import conversations from './conversations.ts';
import emojiPicker from './emojiPicker.ts';
import nav from './nav.ts';

export default {
  ...nav,
  ...emojiPicker,
  ...announcements,
  ...conversations,
};
