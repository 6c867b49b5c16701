// The routes of timelines, statuses and media, search, announcements and conversations.
import type { MediaAttachment } from '../../shared/wire/entities.ts';
import {
  arrayOf,
  normalizeAnnouncement,
  normalizeContext,
  normalizeConversation,
  normalizeEmpty,
  normalizeSearch,
} from './normalize/misc.ts';
import type { Parsed } from './normalize/primitives.ts';
import {
  normalizeMedia,
  normalizePoll,
  normalizeStatusEdit,
  normalizeStatusSource,
  normalizeTranslation,
} from './normalize/status.ts';
import { accounts, PAGED, route, st, status, statuses, USER } from './route.ts';

export const STATUS_ROUTES = {
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
} as const;
