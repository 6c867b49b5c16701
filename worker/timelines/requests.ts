// The REST request that loads a timeline (section 7), as a path and query; the API client adds paging params.
import type { TimelineSpec } from '../../shared/protocol/views.ts';

export interface TimelineRequest {
  path: string;
  /** Repeated keys (Rails arrays) are given as arrays: `any[]`. */
  query: Record<string, string | string[]>;
}

export function requestFor(spec: TimelineSpec): TimelineRequest {
  switch (spec.timeline) {
    case 'home':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'public': {
      const query: Record<string, string> = {};
      if (spec.local) query.local = 'true';
      if (spec.remote) query.remote = 'true';
      if (spec.onlyMedia) query.only_media = 'true';
      return { path: '/api/v1/timelines/public', query };
    }
    case 'list':
      return { path: `/api/v1/timelines/list/${encodeURIComponent(spec.listId)}`, query: {} };
    case 'link':
      return { path: '/api/v1/timelines/link', query: { url: spec.url } };
    case 'tag': {
      const query: Record<string, string | string[]> = {};
      if (spec.any?.length) query['any[]'] = spec.any;
      if (spec.all?.length) query['all[]'] = spec.all;
      if (spec.none?.length) query['none[]'] = spec.none;
      if (spec.local) query.local = 'true';
      return { path: `/api/v1/timelines/tag/${encodeURIComponent(spec.tag)}`, query };
    }
    case 'account': {
      const query: Record<string, string> = {};
      if (spec.pinned) query.pinned = 'true';
      else {
        if (!spec.withReplies) query.exclude_replies = 'true';
        if (spec.onlyMedia) {
          query.only_media = 'true';
          query.limit = '40';
        }
        if (spec.tagged) query.tagged = spec.tagged;
      }
      return { path: `/api/v1/accounts/${encodeURIComponent(spec.accountId)}/statuses`, query };
    }
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'favourites':
      return { path: '/api/v1/favourites', query: {} };
    case 'trends':
      // Ranked, not by id: paged by the offset the Link header names.
      return { path: '/api/v1/trends/statuses', query: {} };
  }
}

/** A profile's Posts tab shows its pinned posts first (fetched beside the first page, marked pinned); the other tabs
 *  (with replies, media, a featured tag) and the pinned list itself do not. */
export function showsPinnedFirst(spec: TimelineSpec): boolean {
  return spec.timeline === 'account' && !spec.pinned && !spec.withReplies && !spec.onlyMedia && !spec.tagged;
}
