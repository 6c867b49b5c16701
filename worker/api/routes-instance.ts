// The routes of filters, lists, the instance, collections, trends, suggestions, tags, the directory and sign-in.
import {
  arrayOf,
  normalizeApp,
  normalizeDomainBlock,
  normalizeEmpty,
  normalizeExtendedDescription,
  normalizeInstance,
  normalizeList,
  normalizeSuggestion,
  normalizeToken,
  normalizeTranslationLanguages,
  normalizeTrendsLink,
} from './normalize/misc.ts';
import { normalizeFilter, normalizeFilterStatus, normalizeTag } from './normalize/status.ts';
import { accounts, PAGED, route, statuses } from './route.ts';

export const INSTANCE_ROUTES = {
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
