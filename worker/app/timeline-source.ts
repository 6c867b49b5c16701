// Where a timeline view's pages come from and which stream feeds it: the REST path and query per TimelineSpec,
// and the streaming subscription (none for account, bookmark and favourite lists).

import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Query } from '../api/query.ts';
import type { StreamSpec } from '../streaming/types.ts';

export interface TimelineSource {
  call: string;
  path: string;
  pathParams?: Record<string, string>;
  query: Query;
  stream: StreamSpec | null;
}

export function timelineSource(spec: TimelineSpec): TimelineSource {
  switch (spec.timeline) {
    case 'home':
      return {
        call: 'timelines.home',
        path: '/api/v1/timelines/home',
        query: {},
        stream: { stream: 'user' },
      };
    case 'public': {
      const base = spec.local ? 'public:local' : spec.remote ? 'public:remote' : 'public';
      const stream = (spec.onlyMedia ? `${base}:media` : base) as StreamSpec['stream'];
      return {
        call: 'timelines.public',
        path: '/api/v1/timelines/public',
        query: {
          local: spec.local || undefined,
          remote: spec.remote || undefined,
          only_media: spec.onlyMedia || undefined,
        },
        stream: { stream },
      };
    }
    case 'list':
      return {
        call: 'timelines.list',
        path: '/api/v1/timelines/list/{id}',
        pathParams: { id: spec.listId },
        query: {},
        stream: { stream: 'list', list: spec.listId },
      };
    case 'tag':
      return {
        call: 'timelines.tag',
        path: '/api/v1/timelines/tag/{tag}',
        pathParams: { tag: spec.tag },
        query: { any: spec.any, all: spec.all, none: spec.none, local: spec.local || undefined },
        stream: { stream: spec.local ? 'hashtag:local' : 'hashtag', tag: spec.tag },
      };
    case 'link':
      return {
        call: 'timelines.link',
        path: '/api/v1/timelines/link',
        query: { url: spec.url },
        stream: null,
      };
    case 'account':
      return {
        call: 'accounts.statuses',
        path: '/api/v1/accounts/{id}/statuses',
        pathParams: { id: spec.accountId },
        query: {
          exclude_replies: spec.withReplies ? undefined : true,
          only_media: spec.onlyMedia || undefined,
          pinned: spec.pinned || undefined,
          tagged: spec.tagged,
          limit: spec.onlyMedia ? 40 : undefined,
        },
        stream: null,
      };
    case 'bookmarks':
      return { call: 'bookmarks.list', path: '/api/v1/bookmarks', query: {}, stream: null };
    case 'favourites':
      return { call: 'favourites.list', path: '/api/v1/favourites', query: {}, stream: null };
  }
}
