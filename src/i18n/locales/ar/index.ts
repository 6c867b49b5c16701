// The ar catalogue: one module per feature, the same files as en/ (one chunk, fetched on demand).
import type { Catalogue } from '../../catalogue.ts';
import accountLists from './accountLists.ts';
import announcements from './announcements.ts';
import chrome from './chrome.ts';
import compose from './compose.ts';
import composeLater from './compose-later.ts';
import composeMedia from './compose-media.ts';
import composeSuggest from './compose-suggest.ts';
import composeExtras from './composeExtras.ts';
import conversations from './conversations.ts';
import core from './core.ts';
import deck from './deck.ts';
import directory from './directory.ts';
import emojiPicker from './emojiPicker.ts';
import explore from './explore.ts';
import filters from './filters.ts';
import focused from './focused.ts';
import keyboard from './keyboard.ts';
import lists from './lists.ts';
import media from './media.ts';
import modals from './modals.ts';
import nav from './nav.ts';
import notifications from './notifications.ts';
import post from './post.ts';
import profile from './profile.ts';
import profile2 from './profile2.ts';
import profileEdit from './profileEdit.ts';
import report from './report.ts';
import search from './search.ts';
import settings from './settings.ts';
import settingsSections from './settings-sections.ts';
import shell from './shell.ts';
import tags from './tags.ts';
import time from './time.ts';
import timeline from './timeline.ts';
import translate from './translate.ts';

export default {
  ...accountLists,
  ...announcements,
  ...chrome,
  ...compose,
  ...composeExtras,
  ...composeLater,
  ...composeMedia,
  ...composeSuggest,
  ...conversations,
  ...core,
  ...deck,
  ...directory,
  ...emojiPicker,
  ...explore,
  ...filters,
  ...focused,
  ...keyboard,
  ...lists,
  ...media,
  ...modals,
  ...nav,
  ...notifications,
  ...post,
  ...profile,
  ...profile2,
  ...profileEdit,
  ...report,
  ...search,
  ...settings,
  ...settingsSections,
  ...shell,
  ...tags,
  ...time,
  ...timeline,
  ...translate,
} satisfies Catalogue;
