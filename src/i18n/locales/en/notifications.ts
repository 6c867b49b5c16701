// Notifications: what each group says, follow requests, notification requests.
export default {
  'notifications.favourite':
    '{others, plural, =0 {{name} favourited your post} one {{name} and # other favourited your post} other {{name} and # others favourited your post}}',
  'notifications.reblog':
    '{others, plural, =0 {{name} boosted your post} one {{name} and # other boosted your post} other {{name} and # others boosted your post}}',
  'notifications.follow':
    '{others, plural, =0 {{name} followed you} one {{name} and # other followed you} other {{name} and # others followed you}}',
  'notifications.follow_request':
    '{others, plural, =0 {{name} requested to follow you} one {{name} and # other requested to follow you} other {{name} and # others requested to follow you}}',
  'notifications.mention':
    '{others, plural, =0 {{name} mentioned you} one {{name} and # other mentioned you} other {{name} and # others mentioned you}}',
  'notifications.mentionPrivate':
    '{others, plural, =0 {{name} privately mentioned you} one {{name} and # other privately mentioned you} other {{name} and # others privately mentioned you}}',
  'notifications.status':
    '{others, plural, =0 {{name} just posted} one {{name} and # other just posted} other {{name} and # others just posted}}',
  'notifications.update':
    '{others, plural, =0 {{name} edited a post you boosted} one {{name} and # other edited a post you boosted} other {{name} and # others edited a post you boosted}}',
  'notifications.quote':
    '{others, plural, =0 {{name} quoted your post} one {{name} and # other quoted your post} other {{name} and # others quoted your post}}',
  'notifications.quoted_update':
    '{others, plural, =0 {{name} edited a post you quoted} one {{name} and # other edited a post you quoted} other {{name} and # others edited a post you quoted}}',
  'notifications.signUp':
    '{others, plural, =0 {{name} signed up} one {{name} and # other signed up} other {{name} and # others signed up}}',
  'notifications.report':
    '{others, plural, =0 {{name} reported an account} one {{name} and # other reported an account} other {{name} and # others reported an account}}',
  'notifications.reported': '{name} reported {target}',
  'notifications.pollOwn': 'Your poll has ended',
  'notifications.pollVoted': 'A poll you voted in has ended',
  'notifications.severed': 'Some of your follow relationships were severed',
  'notifications.severedWith':
    'Relationships with {target} were severed: you lost {followers, plural, one {# follower} other {# followers}} and {following, plural, one {# account you followed} other {# accounts you followed}}',
  'notifications.annualReport': 'Your {year} year in review is ready',
  'notifications.annualReportNoYear': 'Your year in review is ready',
  'notifications.quoted': 'Your post was quoted',
  'notifications.quotedEdited': 'A post you quoted was edited',
  'notifications.generic': 'You have a new notification',
  'notifications.mod.disable': 'Your account has been disabled',
  'notifications.mod.markSensitive': 'Some of your posts have been marked as sensitive',
  'notifications.mod.delete': 'Some of your posts have been removed',
  'notifications.mod.sensitive': 'Your posts will be marked as sensitive from now on',
  'notifications.mod.silence': 'Your account has been limited',
  'notifications.mod.suspend': 'Your account has been suspended',
  'notifications.mod.warning': 'You have received a moderation warning',
  'notifications.followRequestAccepted': 'Follow request accepted',
  'notifications.followRequestRejected': 'Follow request rejected',
  'notifications.followRequestFailed': 'The follow request could not be answered.',
  'notifications.accept': 'Accept',
  'notifications.reject': 'Reject',
  'notifications.dismiss': 'Dismiss',
  'notifications.requests': 'Notification requests',
  'notifications.requestsPending': 'Notification requests {shown} pending',
  'notifications.requestsFailed': 'The requests could not be loaded.',
  'notifications.requestsFailedTitle': 'Could not load the requests',
  'notifications.noRequests': 'No requests',
  'notifications.noRequestsHint': 'Notifications held back by your notification policy appear here.',
  'notifications.requestCount': '{count, plural, one {# notification} other {# notifications}}',
  'notifications.pending':
    '{count, plural, =0 {No pending requests} one {# pending request} other {# pending requests}}',
};
