// The main navigation.
export default {
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.notifications': 'Notifications',
  'nav.local': 'Local',
  'nav.federated': 'Federated',
  'nav.bookmarks': 'Bookmarks',
  'nav.favourites': 'Favourites',
  'nav.filters': 'Filters',
  'nav.followRequests': 'Follow requests',
  'nav.blocks': 'Blocked accounts',
  'nav.mutes': 'Muted accounts',
  'nav.domainBlocks': 'Blocked domains',
  'nav.newPost': 'New post',
  'nav.unread': '{count, plural, one {unread} other {unread}}',
  'nav.signedOut': 'You are not signed in.',
  'nav.signIn': 'Sign in',
};
