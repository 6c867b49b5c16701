// The profile directory.
export default {
  'directory.title': 'Profile directory',
  'directory.nav': 'Directory',
  'directory.whose': 'Whose profiles',
  'directory.local': 'From this server',
  'directory.everyone': 'From everywhere',
  'directory.order': 'Order',
  'directory.active': 'Recently active',
  'directory.new': 'New arrivals',
  'directory.failedTitle': 'The directory could not be loaded',
  'directory.failed': 'Try again in a moment.',
  'directory.empty': 'No profiles to show.',
  'directory.more': 'Load more',
  'directory.counts':
    '{posts, plural, one {{posts, number, compact} post} other {{posts, number, compact} posts}} · {followers, plural, one {{followers, number, compact} follower} other {{followers, number, compact} followers}}',
};
