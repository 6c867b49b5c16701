import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {Anfrage wartet} other {Anfragen warten}}',
  'profile2.button.follow': 'Folgen',
  'profile2.button.requested': 'Angefragt',
  'profile2.button.following': 'Folge ich',
  'profile2.button.followBack': 'Zurückfolgen',
  'profile2.button.unblock': 'Blockierung aufheben',
  'profile2.button.unmute': 'Stummschaltung aufheben',
  'profile2.button.follow.label': '@{acct} folgen',
  'profile2.button.requested.label': 'Folgeanfrage an @{acct} zurückziehen',
  'profile2.button.following.label': '@{acct} entfolgen',
  'profile2.button.followBack.label': '@{acct} zurückfolgen',
  'profile2.button.unblock.label': 'Blockierung von @{acct} aufheben',
  'profile2.button.unmute.label': 'Stummschaltung von @{acct} aufheben',
  'profile2.rowCounts':
    '{posts, plural, one {{posts, number, compact} Beitrag} other {{posts, number, compact} Beiträge}} · {followers, plural, one {{followers, number, compact} Follower} other {{followers, number, compact} Follower}} · folgt {following, number, compact}',
  'profile2.familiar.one': 'Gefolgt von {a}',
  'profile2.familiar.two': 'Gefolgt von {a} und {b}',
  'profile2.familiar.more':
    'Gefolgt von {a}, {b} und {others, plural, one {# weiteren Person, der du folgst} other {# weiteren Personen, denen du folgst}}',
  'profile2.featuredTags': 'Empfohlene Hashtags',
  'profile2.taggedPosts':
    '{n, plural, one {{n, number, compact} Beitrag} other {{n, number, compact} Beiträge}}',
  'profile2.endorsed': 'Empfohlene Profile',
  'profile2.tab.followers': 'Follower',
  'profile2.tab.following': 'Folge ich',
  'profile2.taggedTitle': '@{acct}: #{tag}',
  'profile2.followersTitle': 'Follower von @{acct}',
  'profile2.followingTitle': '@{acct} folgt',
  'profile2.hiddenTitle': 'Diese Information ist nicht verfügbar',
  'profile2.hiddenText': '@{acct} hat entschieden, nicht zu zeigen, wer ihm folgt und wem es folgt.',
} satisfies Record<keyof typeof en, string>;
