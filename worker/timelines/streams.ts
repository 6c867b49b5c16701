// Which streaming subscriptions feed a timeline, and whether a streamed post belongs in it. Tag any/all/none and
// only-media are applied here, client-side: the server's hashtag stream knows only one tag.
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Status } from '../../shared/wire/entities.ts';

export interface StreamSpec {
  stream: string;
  tag?: string;
  list?: string;
}

/** A frame's `stream` field (`['hashtag','cats']`) or a bare stream name. */
export type StreamRef = string | readonly string[];

const streamCache = new WeakMap<TimelineSpec, StreamSpec[]>();

/** streamsFor, cached per spec object (the engine asks for every streamed post and every open view). */
function cachedStreams(spec: TimelineSpec): StreamSpec[] {
  let streams = streamCache.get(spec);
  if (!streams) {
    streams = streamsFor(spec);
    streamCache.set(spec, streams);
  }
  return streams;
}

export function streamsFor(spec: TimelineSpec): StreamSpec[] {
  switch (spec.timeline) {
    case 'home':
      return [{ stream: 'user' }];
    case 'public': {
      const base = spec.local ? 'public:local' : spec.remote ? 'public:remote' : 'public';
      return [{ stream: spec.onlyMedia ? `${base}:media` : base }];
    }
    case 'list':
      return [{ stream: 'list', list: spec.listId }];
    case 'tag': {
      const stream = spec.local ? 'hashtag:local' : 'hashtag';
      const tags = [spec.tag, ...(spec.any ?? [])].map((t) => t.toLowerCase());
      return [...new Set(tags)].map((tag) => ({ stream, tag }));
    }
    default:
      // Link, account, bookmarks and favourites timelines have no stream.
      return [];
  }
}

function parseRef(ref: StreamRef): { name: string; arg: string | undefined } {
  if (typeof ref === 'string') return { name: ref, arg: undefined };
  return { name: ref[0] ?? '', arg: ref[1] };
}

const tagNames = (status: Status) => new Set((status.tags ?? []).map((t) => (t?.name ?? '').toLowerCase()));

/** True when a post that arrived on `ref` belongs in the timeline `spec`. */
export function acceptsStreamed(spec: TimelineSpec, status: Status, ref: StreamRef): boolean {
  const { name, arg } = parseRef(ref);
  const streams = cachedStreams(spec);
  const matches = streams.some(
    (s) =>
      s.stream === name &&
      (arg === undefined || s.tag === undefined || s.tag === arg.toLowerCase()) &&
      (arg === undefined || s.list === undefined || s.list === arg),
  );
  if (!matches) return false;
  const original = status.reblog ?? status;
  if (spec.timeline === 'public' && spec.onlyMedia && (original.media_attachments ?? []).length === 0)
    return false;
  if (spec.timeline === 'tag') return tagRulesAccept(spec, original);
  return true;
}

/** Tag timeline rules: the main tag or one of `any`; every tag of `all`; none of `none`. */
export function tagRulesAccept(spec: Extract<TimelineSpec, { timeline: 'tag' }>, status: Status): boolean {
  const tags = tagNames(status);
  const wanted = [spec.tag, ...(spec.any ?? [])].map((t) => t.toLowerCase());
  if (!wanted.some((t) => tags.has(t))) return false;
  if ((spec.all ?? []).some((t) => !tags.has(t.toLowerCase()))) return false;
  if ((spec.none ?? []).some((t) => tags.has(t.toLowerCase()))) return false;
  return true;
}
