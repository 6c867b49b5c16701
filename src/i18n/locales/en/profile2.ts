// Profiles, account rows and relationship actions (issue 15, second part).
export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {request waiting} other {requests waiting}}',
  'profile2.button.follow': 'Follow',
  'profile2.button.requested': 'Requested',
  'profile2.button.following': 'Following',
  'profile2.button.followBack': 'Follow back',
  'profile2.button.unblock': 'Unblock',
  'profile2.button.unmute': 'Unmute',
  'profile2.button.follow.label': 'Follow @{acct}',
  'profile2.button.requested.label': 'Cancel the follow request to @{acct}',
  'profile2.button.following.label': 'Unfollow @{acct}',
  'profile2.button.followBack.label': 'Follow @{acct} back',
  'profile2.button.unblock.label': 'Unblock @{acct}',
  'profile2.button.unmute.label': 'Unmute @{acct}',
  'profile2.rowCounts':
    '{posts, plural, one {{posts, number, compact} post} other {{posts, number, compact} posts}} · {followers, plural, one {{followers, number, compact} follower} other {{followers, number, compact} followers}} · {following, number, compact} following',
};
