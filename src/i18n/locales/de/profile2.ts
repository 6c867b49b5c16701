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
} satisfies Record<keyof typeof en, string>;
