// Every endpoint the client calls, with its method, path template and the normalizer of its answer. The client's
// methods are built on these descriptors, and the contract tests read the same list: what is checked against the
// OpenAPI description and replayed against the recordings is exactly what the client sends and parses.
import type { Account, MediaAttachment, Relationship, Status } from '../../shared/wire/entities.ts';
import { normalizeAccount, normalizeEmoji } from './normalize/account.ts';
import {
  arrayOf,
  normalizeAnnouncement,
  normalizeApp,
  normalizeContext,
  normalizeConversation,
  normalizeCredentialAccount,
  normalizeDomainBlock,
  normalizeEmpty,
  normalizeExtendedDescription,
  normalizeFamiliarFollowers,
  normalizeFeaturedTags,
  normalizeInstance,
  normalizeList,
  normalizeMarkers,
  normalizePreferences,
  normalizePushSubscription,
  normalizeRelationship,
  normalizeSearch,
  normalizeSuggestion,
  normalizeToken,
  normalizeTranslationLanguages,
  normalizeTrendsLink,
  normalizeUnreadCount,
} from './normalize/misc.ts';
import {
  normalizeGroupedResults,
  normalizeNotification,
  normalizeNotificationPolicy,
  normalizeNotificationRequest,
} from './normalize/notification.ts';
import type { Json, Parsed } from './normalize/primitives.ts';
import {
  normalizeFilter,
  normalizeFilterStatus,
  normalizeMedia,
  normalizePoll,
  normalizeStatus,
  normalizeStatusEdit,
  normalizeStatusSource,
  normalizeTag,
  normalizeTranslation,
} from './normalize/status.ts';
import type { HttpMethod } from './transport.ts';

export interface Route<T> {
  /** The client method's name, `area.method`: the error catalogue and the alerts decide by it. */
  call: string;
  method: HttpMethod;
  path: string;
  parse: (body: Json) => Parsed<T>;
  /** Section 6: sent only with a signed-in user. */
  needsUser?: boolean;
  /** The answer is a page whose `Link` header gives the next and previous pages. */
  paged?: boolean;
}

/** All routes, in definition order: the contract tests iterate this list. */
export const ROUTES: Route<unknown>[] = [];

function route<T>(
  call: string,
  method: HttpMethod,
  path: string,
  parse: (body: Json) => Parsed<T>,
  extra: Pick<Route<T>, 'needsUser' | 'paged'> = {},
): Route<T> {
  const r: Route<T> = { call, method, path, parse, ...extra };
  ROUTES.push(r as Route<unknown>);
  return r;
}

const account = (v: Json) => normalizeAccount(v);
const status = (v: Json) => normalizeStatus(v);
const accounts = arrayOf<Account>(account);
const statuses = arrayOf<Status>(status);
const rel = normalizeRelationship;
const PAGED = { paged: true } as const;
const USER = { needsUser: true } as const;

const acc = (name: string) => `/api/v1/accounts/{id}/${name}`;
const st = (name: string) => `/api/v1/statuses/{id}/${name}`;

export const R = {
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
  settingsSave: route('settings.save', 'PUT', '/api/web/settings', normalizeEmpty, USER),
  customEmojis: route('instance.customEmojis', 'GET', '/api/v1/custom_emojis', arrayOf(normalizeEmoji)),
  preferences: route('accounts.preferences', 'GET', '/api/v1/preferences', normalizePreferences, USER),

  // Timelines
  home: route('timelines.home', 'GET', '/api/v1/timelines/home', statuses, { paged: true, needsUser: true }),
  publicTimeline: route('timelines.public', 'GET', '/api/v1/timelines/public', statuses, PAGED),
  listTimeline: route('timelines.list', 'GET', '/api/v1/timelines/list/{list_id}', statuses, PAGED),
  linkTimeline: route('timelines.link', 'GET', '/api/v1/timelines/link', statuses, PAGED),
  tagTimeline: route('timelines.tag', 'GET', '/api/v1/timelines/tag/{hashtag}', statuses, PAGED),

  // Statuses and media
  statusCreate: route('statuses.create', 'POST', '/api/v1/statuses', status),
  statusEdit: route('statuses.edit', 'PUT', '/api/v1/statuses/{id}', status),
  statusFetch: route('statuses.fetch', 'GET', '/api/v1/statuses/{id}', status),
  statusContext: route('statuses.context', 'GET', st('context'), normalizeContext),
  statusSource: route('statuses.source', 'GET', st('source'), normalizeStatusSource),
  statusHistory: route('statuses.history', 'GET', st('history'), arrayOf(normalizeStatusEdit)),
  rebloggedBy: route('statuses.rebloggedBy', 'GET', st('reblogged_by'), accounts, PAGED),
  favouritedBy: route('statuses.favouritedBy', 'GET', st('favourited_by'), accounts, PAGED),
  statusDelete: route('statuses.delete', 'DELETE', '/api/v1/statuses/{id}', status),
  statusMute: route('statuses.mute', 'POST', st('mute'), status),
  statusUnmute: route('statuses.unmute', 'POST', st('unmute'), status),
  translate: route('statuses.translate', 'POST', st('translate'), normalizeTranslation),
  favourite: route('statuses.favourite', 'POST', st('favourite'), status),
  unfavourite: route('statuses.unfavourite', 'POST', st('unfavourite'), status),
  bookmark: route('statuses.bookmark', 'POST', st('bookmark'), status),
  unbookmark: route('statuses.unbookmark', 'POST', st('unbookmark'), status),
  pinStatus: route('statuses.pin', 'POST', st('pin'), status),
  unpinStatus: route('statuses.unpin', 'POST', st('unpin'), status),
  reblog: route('statuses.reblog', 'POST', st('reblog'), status),
  unreblog: route('statuses.unreblog', 'POST', st('unreblog'), status),
  mediaUpload: route(
    'media.upload',
    'POST',
    '/api/v2/media',
    (v) => normalizeMedia(v) as Parsed<MediaAttachment>,
  ),
  mediaFetch: route('media.fetch', 'GET', '/api/v1/media/{id}', normalizeMedia),
  mediaUpdate: route('media.update', 'PUT', '/api/v1/media/{id}', normalizeMedia),
  pollFetch: route('polls.fetch', 'GET', '/api/v1/polls/{id}', normalizePoll),
  pollVote: route('polls.vote', 'POST', '/api/v1/polls/{id}/votes', normalizePoll),

  // Search
  search: route('search.search', 'GET', '/api/v2/search', normalizeSearch),

  // Announcements
  announcements: route(
    'announcements.list',
    'GET',
    '/api/v1/announcements',
    arrayOf(normalizeAnnouncement),
    USER,
  ),
  announcementDismiss: route(
    'announcements.dismiss',
    'POST',
    '/api/v1/announcements/{id}/dismiss',
    normalizeEmpty,
  ),
  reactionAdd: route(
    'announcements.addReaction',
    'PUT',
    '/api/v1/announcements/{id}/reactions/{name}',
    normalizeEmpty,
  ),
  reactionRemove: route(
    'announcements.removeReaction',
    'DELETE',
    '/api/v1/announcements/{id}/reactions/{name}',
    normalizeEmpty,
  ),

  // Conversations
  conversations: route(
    'conversations.list',
    'GET',
    '/api/v1/conversations',
    arrayOf(normalizeConversation),
    PAGED,
  ),
  conversationRead: route(
    'conversations.read',
    'POST',
    '/api/v1/conversations/{id}/read',
    normalizeConversation,
  ),
  conversationRemove: route('conversations.remove', 'DELETE', '/api/v1/conversations/{id}', normalizeEmpty),

  // Notifications
  notifications: route(
    'notifications.list',
    'GET',
    '/api/v1/notifications',
    arrayOf(normalizeNotification),
    PAGED,
  ),
  notificationFetch: route('notifications.fetch', 'GET', '/api/v1/notifications/{id}', normalizeNotification),
  groupedNotifications: route(
    'notifications.grouped',
    'GET',
    '/api/v2/notifications',
    normalizeGroupedResults,
    PAGED,
  ),
  notificationsClear: route('notifications.clear', 'POST', '/api/v1/notifications/clear', normalizeEmpty),
  unreadCount: route(
    'notifications.unreadCount',
    'GET',
    '/api/v2/notifications/unread_count',
    normalizeUnreadCount,
    USER,
  ),
  policyFetch: route(
    'notifications.policy',
    'GET',
    '/api/v2/notifications/policy',
    normalizeNotificationPolicy,
  ),
  policyUpdate: route(
    'notifications.updatePolicy',
    'PUT',
    '/api/v2/notifications/policy',
    normalizeNotificationPolicy,
  ),
  requests: route(
    'notifications.requests',
    'GET',
    '/api/v1/notifications/requests',
    arrayOf(normalizeNotificationRequest),
    PAGED,
  ),
  requestFetch: route(
    'notifications.request',
    'GET',
    '/api/v1/notifications/requests/{id}',
    normalizeNotificationRequest,
  ),
  requestAccept: route(
    'notifications.acceptRequest',
    'POST',
    '/api/v1/notifications/requests/{id}/accept',
    normalizeEmpty,
  ),
  requestDismiss: route(
    'notifications.dismissRequest',
    'POST',
    '/api/v1/notifications/requests/{id}/dismiss',
    normalizeEmpty,
  ),
  requestsAccept: route(
    'notifications.acceptRequests',
    'POST',
    '/api/v1/notifications/requests/accept',
    normalizeEmpty,
  ),
  requestsDismiss: route(
    'notifications.dismissRequests',
    'POST',
    '/api/v1/notifications/requests/dismiss',
    normalizeEmpty,
  ),

  // Filters
  filters: route('filters.list', 'GET', '/api/v2/filters', arrayOf(normalizeFilter)),
  filterFetch: route('filters.fetch', 'GET', '/api/v2/filters/{id}', normalizeFilter),
  filterCreate: route('filters.create', 'POST', '/api/v2/filters', normalizeFilter),
  filterUpdate: route('filters.update', 'PUT', '/api/v2/filters/{id}', normalizeFilter),
  filterDelete: route('filters.delete', 'DELETE', '/api/v2/filters/{id}', normalizeEmpty),
  filterAddStatus: route(
    'filters.addStatus',
    'POST',
    '/api/v2/filters/{filter_id}/statuses',
    normalizeFilterStatus,
  ),

  // Lists
  listCreate: route('lists.create', 'POST', '/api/v1/lists', normalizeList),
  listUpdate: route('lists.update', 'PUT', '/api/v1/lists/{id}', normalizeList),
  lists: route('lists.all', 'GET', '/api/v1/lists', arrayOf(normalizeList)),
  listFetch: route('lists.fetch', 'GET', '/api/v1/lists/{id}', normalizeList),
  listDelete: route('lists.delete', 'DELETE', '/api/v1/lists/{id}', normalizeEmpty),
  listAccounts: route('lists.accounts', 'GET', '/api/v1/lists/{id}/accounts', accounts, PAGED),
  listAddAccounts: route('lists.addAccounts', 'POST', '/api/v1/lists/{id}/accounts', normalizeEmpty),
  listRemoveAccounts: route('lists.removeAccounts', 'DELETE', '/api/v1/lists/{id}/accounts', normalizeEmpty),

  // Instance
  instance: route('instance.fetch', 'GET', '/api/v2/instance', normalizeInstance),
  translationLanguages: route(
    'instance.translationLanguages',
    'GET',
    '/api/v1/instance/translation_languages',
    normalizeTranslationLanguages,
  ),
  extendedDescription: route(
    'instance.extendedDescription',
    'GET',
    '/api/v1/instance/extended_description',
    normalizeExtendedDescription,
  ),
  domainBlocks: route(
    'instance.domainBlocks',
    'GET',
    '/api/v1/instance/domain_blocks',
    arrayOf(normalizeDomainBlock),
  ),

  // Collections
  bookmarks: route('collections.bookmarks', 'GET', '/api/v1/bookmarks', statuses, PAGED),
  favourites: route('collections.favourites', 'GET', '/api/v1/favourites', statuses, PAGED),
  blocks: route('collections.blocks', 'GET', '/api/v1/blocks', accounts, PAGED),
  mutes: route('collections.mutes', 'GET', '/api/v1/mutes', accounts, PAGED),

  // Trends, suggestions, tags, directory
  trendTags: route('trends.tags', 'GET', '/api/v1/trends/tags', arrayOf(normalizeTag)),
  trendStatuses: route('trends.statuses', 'GET', '/api/v1/trends/statuses', statuses),
  trendLinks: route('trends.links', 'GET', '/api/v1/trends/links', arrayOf(normalizeTrendsLink)),
  suggestions: route('suggestions.list', 'GET', '/api/v2/suggestions', arrayOf(normalizeSuggestion)),
  suggestionRemove: route('suggestions.remove', 'DELETE', '/api/v1/suggestions/{account_id}', normalizeEmpty),
  tagFetch: route('tags.fetch', 'GET', '/api/v1/tags/{name}', normalizeTag),
  tagFollow: route('tags.follow', 'POST', '/api/v1/tags/{name}/follow', normalizeTag),
  tagUnfollow: route('tags.unfollow', 'POST', '/api/v1/tags/{name}/unfollow', normalizeTag),
  tagFeature: route('tags.feature', 'POST', '/api/v1/tags/{id}/feature', normalizeTag),
  tagUnfeature: route('tags.unfeature', 'POST', '/api/v1/tags/{id}/unfeature', normalizeTag),
  followedTags: route('tags.followed', 'GET', '/api/v1/followed_tags', arrayOf(normalizeTag), PAGED),
  directory: route('directory.list', 'GET', '/api/v1/directory', accounts),

  // Sign-in (worker/api/oauth.ts)
  appRegister: route('oauth.registerApp', 'POST', '/api/v1/apps', normalizeApp),
  token: route('oauth.token', 'POST', '/oauth/token', normalizeToken),
  revoke: route('oauth.revoke', 'POST', '/oauth/revoke', normalizeEmpty),
} as const;

/** The route whose template matches a method and path (for the recordings replay and diagnostics). */
export function matchRoute(method: string, pathname: string): Route<unknown> | null {
  const holes = (r: Route<unknown>) => (r.path.match(/\{/g) ?? []).length;
  let best: Route<unknown> | null = null;
  for (const r of ROUTES) {
    if (r.method !== method.toUpperCase()) continue;
    const re = new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}/?$`);
    // A literal segment beats a placeholder: `/accounts/lookup` is not `/accounts/{id}`.
    if (re.test(pathname) && (best === null || holes(r) < holes(best))) best = r;
  }
  return best;
}
