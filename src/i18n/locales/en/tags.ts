// Hashtags: the tag header, followed hashtags, column options.
export default {
  'tags.people':
    '{n, plural, one {{n, number, compact} person in the past days} other {{n, number, compact} people in the past days}}',
  'tags.posts': '{n, plural, one {{n, number, compact} post} other {{n, number, compact} posts}}',
  'tags.week':
    '{posts, plural, one {{posts, number, compact} post} other {{posts, number, compact} posts}} by {people, plural, one {{people, number, compact} person} other {{people, number, compact} people}} in the past week',
  'tags.follow': 'Follow',
  'tags.unfollow': 'Unfollow',
  'tags.followName': 'Follow #{name}',
  'tags.unfollowName': 'Unfollow #{name}',
  'tags.feature': 'Feature on profile',
  'tags.unfeature': 'Stop featuring on profile',
  'tags.followedTitle': 'Followed hashtags',
  'tags.navFollowed': 'Followed hashtags',
  'tags.followedFailed': 'Followed hashtags could not be loaded.',
  'tags.followedEmpty': 'You do not follow any hashtags yet.',
  'tags.more': 'Load more',
  'tags.optionsLabel': 'Timeline options',
  'tags.optionAny': 'Any of these',
  'tags.optionAll': 'All of these',
  'tags.optionNone': 'None of these',
  'tags.optionLocal': 'Local only',
  'tags.optionRemote': 'Remote only',
  'tags.optionMedia': 'Media only',
};
