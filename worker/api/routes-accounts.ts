// The account routes, and the signed-in user's markers, push subscription, settings, emoji and preferences.
import type { Relationship } from '../../shared/wire/entities.ts';
import { normalizeEmoji } from './normalize/account.ts';
import {
  arrayOf,
  normalizeCredentialAccount,
  normalizeEmpty,
  normalizeFamiliarFollowers,
  normalizeFeaturedTags,
  normalizeList,
  normalizeMarkers,
  normalizePreferences,
  normalizePushSubscription,
} from './normalize/misc.ts';
import { acc, account, accounts, PAGED, rel, route, statuses, USER } from './route.ts';

export const ACCOUNT_ROUTES = {
  // Accounts
  accountFetch: route('accounts.fetch', 'GET', '/api/v1/accounts/{id}', account),
  accountLookup: route('accounts.lookup', 'GET', '/api/v1/accounts/lookup', account),
  verifyCredentials: route(
    'accounts.verifyCredentials',
    'GET',
    '/api/v1/accounts/verify_credentials',
    normalizeCredentialAccount,
  ),
  follow: route('accounts.follow', 'POST', acc('follow'), rel),
  unfollow: route('accounts.unfollow', 'POST', acc('unfollow'), rel),
  block: route('accounts.block', 'POST', acc('block'), rel),
  unblock: route('accounts.unblock', 'POST', acc('unblock'), rel),
  mute: route('accounts.mute', 'POST', acc('mute'), rel),
  unmute: route('accounts.unmute', 'POST', acc('unmute'), rel),
  pinAccount: route('accounts.pin', 'POST', acc('pin'), rel),
  unpinAccount: route('accounts.unpin', 'POST', acc('unpin'), rel),
  removeFromFollowers: route('accounts.removeFromFollowers', 'POST', acc('remove_from_followers'), rel),
  note: route('accounts.note', 'POST', acc('note'), rel),
  followers: route('accounts.followers', 'GET', acc('followers'), accounts, PAGED),
  following: route('accounts.following', 'GET', acc('following'), accounts, PAGED),
  featuredTags: route('accounts.featuredTags', 'GET', acc('featured_tags'), normalizeFeaturedTags),
  endorsements: route('accounts.endorsements', 'GET', acc('endorsements'), accounts, PAGED),
  accountLists: route('accounts.lists', 'GET', acc('lists'), arrayOf(normalizeList)),
  familiarFollowers: route(
    'accounts.familiarFollowers',
    'GET',
    '/api/v1/accounts/familiar_followers',
    arrayOf(normalizeFamiliarFollowers),
  ),
  relationships: route(
    'accounts.relationships',
    'GET',
    '/api/v1/accounts/relationships',
    arrayOf<Relationship>(rel),
    USER,
  ),
  followRequests: route('accounts.followRequests', 'GET', '/api/v1/follow_requests', accounts, PAGED),
  authorizeFollowRequest: route(
    'accounts.authorizeFollowRequest',
    'POST',
    '/api/v1/follow_requests/{account_id}/authorize',
    rel,
  ),
  rejectFollowRequest: route(
    'accounts.rejectFollowRequest',
    'POST',
    '/api/v1/follow_requests/{account_id}/reject',
    rel,
  ),
  updateCredentials: route(
    'accounts.updateCredentials',
    'PATCH',
    '/api/v1/accounts/update_credentials',
    normalizeCredentialAccount,
  ),
  accountSearch: route('accounts.search', 'GET', '/api/v1/accounts/search', accounts),
  accountStatuses: route('accounts.statuses', 'GET', acc('statuses'), statuses, PAGED),

  // Markers, push, settings, emoji, preferences
  markersFetch: route('markers.fetch', 'GET', '/api/v1/markers', normalizeMarkers, USER),
  markersSave: route('markers.save', 'POST', '/api/v1/markers', normalizeMarkers, USER),
  pushCreate: route('push.create', 'POST', '/api/web/push_subscriptions', normalizePushSubscription, USER),
  pushUpdate: route(
    'push.update',
    'PUT',
    '/api/web/push_subscriptions/{id}',
    normalizePushSubscription,
    USER,
  ),
  pushRemove: route('push.remove', 'DELETE', '/api/v1/push/subscription', normalizeEmpty, USER),
  settingsSave: route('settings.save', 'PUT', '/api/web/settings', normalizeEmpty, USER),
  customEmojis: route('instance.customEmojis', 'GET', '/api/v1/custom_emojis', arrayOf(normalizeEmoji)),
  preferences: route('accounts.preferences', 'GET', '/api/v1/preferences', normalizePreferences, USER),
} as const;
