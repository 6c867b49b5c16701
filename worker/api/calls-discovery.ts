// The API's discovery calls: search, the instance, collections, trends, suggestions, tags, the directory.
import { type Caller, id, q } from './caller.ts';
import type { PageParams } from './link.ts';
import { R } from './routes.ts';

export function discoveryCalls({ call, paged }: Caller) {
  return {
    search: {
      /** Hashtag suggestions for compose: type hashtags, resolve false, limit 4. */
      hashtags: (text: string, options: { exclude_unreviewed?: boolean; limit?: number } = {}) =>
        call(R.search, {
          query: {
            type: 'hashtags',
            q: text,
            resolve: false,
            limit: options.limit ?? 4,
            exclude_unreviewed: options.exclude_unreviewed,
          },
        }),
      search: (options: { q: string; type?: string; resolve?: boolean; limit?: number; offset?: number }) =>
        call(R.search, { query: { ...options } }),
    },

    instance: {
      fetch: () => call(R.instance),
      translationLanguages: () => call(R.translationLanguages),
      extendedDescription: () => call(R.extendedDescription),
      domainBlocks: () => call(R.domainBlocks),
      customEmojis: () => call(R.customEmojis),
    },

    collections: {
      bookmarks: (page?: PageParams) => paged(R.bookmarks, { query: q(page) }),
      favourites: (page?: PageParams) => paged(R.favourites, { query: q(page) }),
      blocks: (page?: PageParams) => paged(R.blocks, { query: q(page) }),
      mutes: (page?: PageParams) => paged(R.mutes, { query: q(page) }),
    },

    trends: {
      tags: (options: { limit?: number; offset?: number } = {}) =>
        call(R.trendTags, { query: { ...options } }),
      statuses: (options: { limit?: number; offset?: number } = {}) =>
        call(R.trendStatuses, { query: { ...options } }),
      links: (options: { limit?: number; offset?: number } = {}) =>
        call(R.trendLinks, { query: { limit: 20, ...options } }),
    },

    suggestions: {
      list: (limit = 20) => call(R.suggestions, { query: { limit } }),
      remove: (accountId: string) => call(R.suggestionRemove, { path: { account_id: accountId } }),
    },

    tags: {
      fetch: (name: string) => call(R.tagFetch, { path: { name } }),
      follow: (name: string) => call(R.tagFollow, { path: { name } }),
      unfollow: (name: string) => call(R.tagUnfollow, { path: { name } }),
      feature: (name: string) => call(R.tagFeature, { path: id(name) }),
      unfeature: (name: string) => call(R.tagUnfeature, { path: id(name) }),
      followed: (options: { limit?: number } = {}, page?: PageParams) =>
        paged(R.followedTags, { query: q(page, options) }),
    },

    directory: {
      list: (options: { offset?: number; order?: 'active' | 'new'; local?: boolean; limit?: number } = {}) =>
        call(R.directory, { query: { limit: 20, ...options } }),
    },
  };
}
