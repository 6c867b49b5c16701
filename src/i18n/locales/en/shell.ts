// The frame around the screens: the phone's menu and back button, the tab's toasts, pinned posts.
export default {
  'shell.menu': 'Menu',
  'shell.back': 'Back',
  'shell.yourProfile': 'Your profile',
  'shell.postPublished': 'Post published',
  'shell.postEdited': 'Post edited',
  'shell.open': 'Open',
  'shell.pinned': 'Pinned posts',
  'shell.pinnedEmpty': 'No pinned posts yet',
  'shell.pinnedEmptyHint': 'Pin a post of yours from its menu to keep it at the top of your profile.',
};
