// createApiClient: every call of section 7 as a typed method, grouped by area. Every method answers
// Promise<ApiResult<T>> and never throws (one way, used everywhere). Paged calls answer { items, next, prev }.
import type { GroupedNotificationsResults, NotificationGroup } from '../../shared/wire/entities.ts';
import { ApiError, type ApiResult } from './errors.ts';
import { type Page, type PageParams, parseLinkHeader } from './link.ts';
import { type FormValue, formBody, type Query } from './query.ts';
import { R, type Route } from './routes.ts';
import { createTransport, type FetchFn, type RateLimitState, type RequestSpec } from './transport.ts';

export type { ApiResult } from './errors.ts';
export type { Page, PageParams } from './link.ts';

export interface ApiClientConfig {
  baseUrl: string;
  getToken: () => string | null;
  fetch: FetchFn;
  now: () => number;
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type Elem<T> = T extends (infer E)[] ? E : never;
type Value<X> = X extends Route<infer T> ? T : never;

export interface GroupedPage extends Page<NotificationGroup> {
  accounts: GroupedNotificationsResults['accounts'];
  partial_accounts: NonNullable<GroupedNotificationsResults['partial_accounts']>;
  statuses: GroupedNotificationsResults['statuses'];
}

export interface StatusParams {
  status?: string;
  in_reply_to_id?: string | null;
  media_ids?: string[];
  media_attributes?: { id: string; description?: string; focus?: string; thumbnail?: string }[];
  sensitive?: boolean;
  spoiler_text?: string;
  visibility?: string;
  poll?: { options: string[]; expires_in: number; multiple?: boolean; hide_totals?: boolean } | null;
  /** Only on servers with local-only posting (section 7 names it); sent only when true. */
  local_only?: boolean;
  language?: string | null;
  quoted_status_id?: string;
}

export interface MediaFields {
  file?: Blob;
  thumbnail?: Blob;
  description?: string;
  /** `x,y`, each in -1…1. */
  focus?: string;
}

/** The web UI's push subscription shapes (not in the OpenAPI description; per the contract README). */
export interface PushSubscriptionBody {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  data: { policy?: string; alerts: Record<string, boolean> };
}

export function createApiClient(config: ApiClientConfig) {
  const transport = createTransport(config);

  interface Send {
    path?: Record<string, string>;
    query?: Query;
    json?: Record<string, unknown>;
    form?: FormData;
    idempotencyKey?: string;
    opts?: CallOptions;
  }

  async function raw<T>(r: Route<T>, s: Send) {
    if (r.needsUser && !config.getToken()) {
      return {
        ok: false as const,
        error: new ApiError({ kind: 'signed-out', call: r.call, method: r.method, url: r.path }),
      };
    }
    const spec: RequestSpec = { call: r.call, method: r.method, path: r.path };
    if (s.path) spec.pathParams = s.path;
    if (s.query) spec.query = s.query;
    if (s.json) spec.json = s.json;
    if (s.form) spec.form = s.form;
    if (s.idempotencyKey) spec.idempotencyKey = s.idempotencyKey;
    if (s.opts?.signal) spec.signal = s.opts.signal;
    const res = await transport.request(spec);
    if (!res.ok) return res;
    const parsed = r.parse(res.answer.body);
    if (!parsed.ok) {
      return {
        ok: false as const,
        error: new ApiError({
          kind: 'invalid',
          call: r.call,
          method: r.method,
          url: r.path,
          cause: parsed.error,
        }),
      };
    }
    return { ok: true as const, value: parsed.value, status: res.answer.status, headers: res.answer.headers };
  }

  async function call<T>(r: Route<T>, s: Send = {}): Promise<ApiResult<T>> {
    const res = await raw(r, s);
    return res.ok ? { ok: true, value: res.value, status: res.status } : res;
  }

  async function paged<T extends unknown[]>(r: Route<T>, s: Send = {}): Promise<ApiResult<Page<Elem<T>>>> {
    const res = await raw(r, s);
    if (!res.ok) return res;
    const links = parseLinkHeader(res.headers.get('link'));
    return { ok: true, status: res.status, value: { items: res.value as Elem<T>[], ...links } };
  }

  const id = (v: string) => ({ id: v });
  const q = (page: PageParams | undefined, extra: Query = {}): Query => ({ ...extra, ...(page ?? {}) });
  /** Rails-style array parameters in a JSON body are plain arrays. */
  const relation = (r: Route<Value<typeof R.follow>>) => (accountId: string, opts?: CallOptions) =>
    call(r, { path: id(accountId), ...(opts ? { opts } : {}) });
  const statusAction = (r: Route<Value<typeof R.favourite>>) => (statusId: string, opts?: CallOptions) =>
    call(r, { path: id(statusId), ...(opts ? { opts } : {}) });

  return {
    rateLimit: (): RateLimitState | null => transport.rateLimit(),
    baseUrl: transport.baseUrl,

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

    markers: {
      fetch: (timelines: ('home' | 'notifications')[] = ['notifications']) =>
        call(R.markersFetch, { query: { timeline: timelines } }),
      save: (markers: { home?: { last_read_id: string }; notifications?: { last_read_id: string } }) =>
        call(R.markersSave, { json: { ...markers } }),
    },

    push: {
      create: (body: PushSubscriptionBody) => call(R.pushCreate, { json: { ...body } }),
      update: (subscriptionId: string, data: { alerts: Record<string, boolean>; policy?: string }) =>
        call(R.pushUpdate, { path: id(subscriptionId), json: { data } }),
    },

    settings: {
      /** The web UI's settings store: `{data}` in, `{}` back. */
      save: (data: Record<string, unknown>) => call(R.settingsSave, { json: { data } }),
    },

    timelines: {
      home: (page?: PageParams, opts?: CallOptions) => paged(R.home, { query: q(page), opts: opts ?? {} }),
      public: (
        options: { local?: boolean; remote?: boolean; only_media?: boolean } = {},
        page?: PageParams,
      ) => paged(R.publicTimeline, { query: q(page, options) }),
      list: (listId: string, page?: PageParams) =>
        paged(R.listTimeline, { path: { list_id: listId }, query: q(page) }),
      link: (url: string, page?: PageParams) => paged(R.linkTimeline, { query: q(page, { url }) }),
      tag: (
        tag: string,
        options: {
          any?: string[];
          all?: string[];
          none?: string[];
          local?: boolean;
          only_media?: boolean;
        } = {},
        page?: PageParams,
      ) => paged(R.tagTimeline, { path: { hashtag: tag }, query: q(page, options) }),
    },

    statuses: {
      /** Posting carries the compose state's idempotency key, so a retried submit never posts twice. */
      create: (params: StatusParams, idempotencyKey: string) =>
        call(R.statusCreate, { json: statusBody(params), idempotencyKey }),
      edit: (statusId: string, params: StatusParams, idempotencyKey?: string) =>
        call(R.statusEdit, {
          path: id(statusId),
          json: editBody(params),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        }),
      fetch: (statusId: string, opts?: CallOptions) =>
        call(R.statusFetch, { path: id(statusId), opts: opts ?? {} }),
      context: (statusId: string) => call(R.statusContext, { path: id(statusId) }),
      source: (statusId: string) => call(R.statusSource, { path: id(statusId) }),
      history: (statusId: string) => call(R.statusHistory, { path: id(statusId) }),
      rebloggedBy: (statusId: string, page?: PageParams) =>
        paged(R.rebloggedBy, { path: id(statusId), query: q(page) }),
      favouritedBy: (statusId: string, page?: PageParams) =>
        paged(R.favouritedBy, { path: id(statusId), query: q(page) }),
      /** Answers the status with `text` (its source) for redraft. */
      delete: (statusId: string, options: { delete_media?: boolean } = {}) =>
        call(R.statusDelete, { path: id(statusId), query: { ...options } }),
      mute: statusAction(R.statusMute),
      unmute: statusAction(R.statusUnmute),
      translate: (statusId: string, lang?: string) =>
        call(R.translate, { path: id(statusId), json: lang ? { lang } : {} }),
      favourite: statusAction(R.favourite),
      unfavourite: statusAction(R.unfavourite),
      bookmark: statusAction(R.bookmark),
      unbookmark: statusAction(R.unbookmark),
      pin: statusAction(R.pinStatus),
      unpin: statusAction(R.unpinStatus),
      reblog: (statusId: string, options: { visibility?: string } = {}) =>
        call(R.reblog, { path: id(statusId), json: { ...options } }),
      unreblog: statusAction(R.unreblog),
    },

    media: {
      /** 200: ready; 202: processing (`url` null), poll `fetch` until 200. The status is in the result. */
      upload: (fields: MediaFields, opts?: CallOptions) =>
        call(R.mediaUpload, { form: formBody({ ...fields }), opts: opts ?? {} }),
      /** 206 while processing, 200 when ready. */
      fetch: (mediaId: string, opts?: CallOptions) =>
        call(R.mediaFetch, { path: id(mediaId), opts: opts ?? {} }),
      update: (mediaId: string, fields: Omit<MediaFields, 'file'>) =>
        call(R.mediaUpdate, { path: id(mediaId), form: formBody({ ...fields }) }),
    },

    polls: {
      fetch: (pollId: string) => call(R.pollFetch, { path: id(pollId) }),
      vote: (pollId: string, choices: number[]) => call(R.pollVote, { path: id(pollId), json: { choices } }),
    },

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

    announcements: {
      list: () => call(R.announcements),
      dismiss: (announcementId: string) => call(R.announcementDismiss, { path: id(announcementId) }),
      addReaction: (announcementId: string, name: string) =>
        call(R.reactionAdd, { path: { id: announcementId, name } }),
      removeReaction: (announcementId: string, name: string) =>
        call(R.reactionRemove, { path: { id: announcementId, name } }),
    },

    conversations: {
      list: (page?: { max_id?: string; since_id?: string; min_id?: string; limit?: string }) =>
        paged(R.conversations, { query: q(page as PageParams | undefined) }),
      read: (conversationId: string) => call(R.conversationRead, { path: id(conversationId) }),
      remove: (conversationId: string) => call(R.conversationRemove, { path: id(conversationId) }),
    },

    notifications: {
      list: (
        options: { types?: string[]; exclude_types?: string[]; account_id?: string; limit?: number } = {},
        page?: PageParams,
      ) => paged(R.notifications, { query: q(page, options) }),
      fetch: (notificationId: string) => call(R.notificationFetch, { path: id(notificationId) }),
      grouped: async (
        options: {
          grouped_types?: string[];
          exclude_types?: string[];
          types?: string[];
          expand_accounts?: 'full' | 'partial_avatars';
          limit?: number;
        } = {},
        page?: PageParams,
      ): Promise<ApiResult<GroupedPage>> => {
        const res = await raw(R.groupedNotifications, { query: q(page, options) });
        if (!res.ok) return res;
        const links = parseLinkHeader(res.headers.get('link'));
        const v = res.value;
        return {
          ok: true,
          status: res.status,
          value: {
            items: v.notification_groups,
            accounts: v.accounts,
            partial_accounts: v.partial_accounts ?? [],
            statuses: v.statuses,
            ...links,
          },
        };
      },
      clear: () => call(R.notificationsClear),
      unreadCount: (options: { grouped_types?: string[]; exclude_types?: string[]; limit?: number } = {}) =>
        call(R.unreadCount, { query: { ...options } }),
      policy: () => call(R.policyFetch),
      updatePolicy: (policy: {
        for_not_following?: string;
        for_not_followers?: string;
        for_new_accounts?: string;
        for_private_mentions?: string;
        for_limited_accounts?: string;
      }) => call(R.policyUpdate, { json: { ...policy } }),
      requests: (page?: PageParams) => paged(R.requests, { query: q(page) }),
      request: (requestId: string) => call(R.requestFetch, { path: id(requestId) }),
      acceptRequest: (requestId: string) => call(R.requestAccept, { path: id(requestId) }),
      dismissRequest: (requestId: string) => call(R.requestDismiss, { path: id(requestId) }),
      acceptRequests: (ids: string[]) => call(R.requestsAccept, { query: { id: ids } }),
      dismissRequests: (ids: string[]) => call(R.requestsDismiss, { query: { id: ids } }),
      /** The notifications of one request: `GET /api/v1/notifications?account_id=`. */
      requestNotifications: (accountId: string, page?: PageParams) =>
        paged(R.notifications, { query: q(page, { account_id: accountId }) }),
    },

    filters: {
      list: () => call(R.filters),
      fetch: (filterId: string) => call(R.filterFetch, { path: id(filterId) }),
      create: (fields: FilterFields) => call(R.filterCreate, { json: { ...fields } }),
      update: (filterId: string, fields: FilterFields) =>
        call(R.filterUpdate, { path: id(filterId), json: { ...fields } }),
      delete: (filterId: string) => call(R.filterDelete, { path: id(filterId) }),
      addStatus: (filterId: string, statusId: string) =>
        call(R.filterAddStatus, { path: { filter_id: filterId }, json: { status_id: statusId } }),
    },

    lists: {
      create: (fields: ListFields) => call(R.listCreate, { json: { ...fields } }),
      update: (listId: string, fields: ListFields) =>
        call(R.listUpdate, { path: id(listId), json: { ...fields } }),
      all: () => call(R.lists),
      fetch: (listId: string) => call(R.listFetch, { path: id(listId) }),
      delete: (listId: string) => call(R.listDelete, { path: id(listId) }),
      /** limit 0: every member at once. */
      accounts: (listId: string, page?: PageParams) =>
        paged(R.listAccounts, { path: id(listId), query: q(page, { limit: 0 }) }),
      addAccounts: (listId: string, accountIds: string[]) =>
        call(R.listAddAccounts, { path: id(listId), json: { account_ids: accountIds } }),
      removeAccounts: (listId: string, accountIds: string[]) =>
        call(R.listRemoveAccounts, { path: id(listId), json: { account_ids: accountIds } }),
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

export type ApiClient = ReturnType<typeof createApiClient>;

export interface FilterFields {
  title?: string;
  context?: string[];
  filter_action?: 'hide' | 'warn' | 'blur';
  expires_in?: number | null;
  keywords_attributes?: { id?: string; keyword?: string; whole_word?: boolean; _destroy?: boolean }[];
}

export interface ListFields {
  title?: string;
  replies_policy?: 'followed' | 'list' | 'none';
  exclusive?: boolean;
}

/** local_only goes out only when set, since servers without local-only posting do not know the field. */
function statusBody(p: StatusParams): Record<string, unknown> {
  const { local_only, ...rest } = p;
  return local_only ? { ...rest, local_only: true } : { ...rest };
}

/** An edit cannot change the thread, the visibility or local-only: the server takes only the editable fields. */
function editBody(p: StatusParams): Record<string, unknown> {
  const { in_reply_to_id: _r, visibility: _v, local_only: _l, quoted_status_id: _q, ...rest } = p;
  return { ...rest };
}
