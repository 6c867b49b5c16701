// Search: the field in every layout, its suggestions and recent searches, and the results screen.
export default {
  'search.label': 'Search',
  'search.placeholder': 'Search or paste a URL',
  'search.searchFor': 'Search for “{q}”',
  'search.open': 'Open {q}',
  'search.recent': 'Recent searches',
  'search.recentHint': 'Press Delete to remove the highlighted search.',
  'search.removeRecent': 'Remove “{q}” from recent searches',
  'search.suggestions':
    '{count, plural, =0 {No suggestions} one {# suggestion, arrows to choose} other {# suggestions, arrows to choose}}',
  'search.resolving': 'Looking it up…',
  'search.notFound': 'Nothing was found for {q}.',
  'search.title': 'Search',
  'search.titleFor': 'Search: {q}',
  'search.tabs': 'Kinds of results',
  'search.tab.all': 'All',
  'search.tab.accounts': 'Profiles',
  'search.tab.hashtags': 'Hashtags',
  'search.tab.statuses': 'Posts',
  'search.seeMore':
    '{section, select, accounts {See more profiles} hashtags {See more hashtags} other {See more posts}}',
  'search.people':
    '{count, plural, one {{n, number, compact} person in the past 2 days} other {{n, number, compact} people in the past 2 days}}',
  'search.uses':
    '{count, plural, one {{n, number, compact} post this week} other {{n, number, compact} posts this week}}',
  'search.empty': 'No results for “{q}”',
  'search.emptyHint': 'Try other words, a #hashtag or a @handle.',
  'search.start': 'Search for people, hashtags and posts',
  'search.startHint': 'Paste the address of a post or profile to open it here.',
};
