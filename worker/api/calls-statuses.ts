// The API's status calls: timelines, posting and editing, actions on a post, media, polls.
import { type Caller, type CallOptions, id, q, type Value } from './caller.ts';
import type { PageParams } from './link.ts';
import { formBody } from './query.ts';
import { R, type Route } from './routes.ts';

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

export function statusCalls({ call, paged }: Caller) {
  const statusAction = (r: Route<Value<typeof R.favourite>>) => (statusId: string, opts?: CallOptions) =>
    call(r, { path: id(statusId), ...(opts ? { opts } : {}) });

  return {
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
  };
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
