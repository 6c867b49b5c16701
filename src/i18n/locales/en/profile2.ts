// Profiles, account rows and relationship actions (issue 15, second part).
export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {request waiting} other {requests waiting}}',
};
