// The API's account calls: profiles, relationships and their changes, followers, follow requests, credentials.
import { type Caller, type CallOptions, id, q, type Value } from './caller.ts';
import type { PageParams } from './link.ts';
import { type FormValue, formBody } from './query.ts';
import { R, type Route } from './routes.ts';

export function accountCalls({ call, paged }: Caller) {
  /** Rails-style array parameters in a JSON body are plain arrays. */
  const relation = (r: Route<Value<typeof R.follow>>) => (accountId: string, opts?: CallOptions) =>
    call(r, { path: id(accountId), ...(opts ? { opts } : {}) });

  return {
    accounts: {
      fetch: (accountId: string, opts?: CallOptions) =>
        call(R.accountFetch, { path: id(accountId), opts: opts ?? {} }),
      lookup: (acct: string, opts?: CallOptions) =>
        call(R.accountLookup, { query: { acct }, opts: opts ?? {} }),
      verifyCredentials: () => call(R.verifyCredentials),
      preferences: () => call(R.preferences),
      /** `reblogs` and any other follow options (notify, languages) are spread in. */
      follow: (
        accountId: string,
        options: { reblogs?: boolean; notify?: boolean; languages?: string[] } = {},
      ) => call(R.follow, { path: id(accountId), json: { ...options } }),
      unfollow: relation(R.unfollow),
      block: relation(R.block),
      unblock: relation(R.unblock),
      mute: (accountId: string, options: { notifications?: boolean; duration?: number } = {}) =>
        call(R.mute, { path: id(accountId), json: { ...options } }),
      unmute: relation(R.unmute),
      pin: relation(R.pinAccount),
      unpin: relation(R.unpinAccount),
      /** No payload (section 7). */
      removeFromFollowers: relation(R.removeFromFollowers),
      note: (accountId: string, comment: string) => call(R.note, { path: id(accountId), json: { comment } }),
      followers: (accountId: string, page?: PageParams) =>
        paged(R.followers, { path: id(accountId), query: q(page) }),
      following: (accountId: string, page?: PageParams) =>
        paged(R.following, { path: id(accountId), query: q(page) }),
      featuredTags: (accountId: string) => call(R.featuredTags, { path: id(accountId) }),
      endorsements: (accountId: string, page?: PageParams) =>
        paged(R.endorsements, { path: id(accountId), query: q(page) }),
      lists: (accountId: string) => call(R.accountLists, { path: id(accountId) }),
      familiarFollowers: (ids: string[]) => call(R.familiarFollowers, { query: { id: ids } }),
      /** Needs a signed-in user; the batcher (relationships.ts) is the usual way in. */
      relationships: (ids: string[]) => call(R.relationships, { query: { with_suspended: true, id: ids } }),
      followRequests: (page?: PageParams) => paged(R.followRequests, { query: q(page) }),
      authorizeFollowRequest: (accountId: string) =>
        call(R.authorizeFollowRequest, { path: { account_id: accountId } }),
      rejectFollowRequest: (accountId: string) =>
        call(R.rejectFollowRequest, { path: { account_id: accountId } }),
      updateCredentials: (fields: {
        display_name?: string;
        note?: string;
        avatar?: Blob;
        header?: Blob;
        discoverable?: boolean;
        indexable?: boolean;
      }) => call(R.updateCredentials, { form: formBody(fields as Record<string, FormValue>) }),
      search: (text: string, options: { resolve?: boolean; limit?: number } = {}) =>
        call(R.accountSearch, {
          query: { q: text, resolve: options.resolve ?? false, limit: options.limit ?? 4 },
        }),
      statuses: (
        accountId: string,
        options: {
          exclude_replies?: boolean;
          exclude_reblogs?: boolean;
          pinned?: boolean;
          only_media?: boolean;
          tagged?: string;
          max_id?: string;
          limit?: number;
        } = {},
        page?: PageParams,
      ) =>
        paged(R.accountStatuses, {
          path: id(accountId),
          query: q(page, { ...options, limit: options.limit ?? (options.only_media ? 40 : undefined) }),
        }),
    },
  };
}
