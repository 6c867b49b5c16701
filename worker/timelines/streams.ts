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

const tagNames = (status: Status) => new Set((status.tags ?? []).map((t) => (t?.name ?? '').toLowerCase()));

/** Whether a frame's stream (name and argument) is one of the timeline's subscriptions. A loop over the (one or
 *  few) subscriptions with no object or closure made: every streamed post is asked this for every open view. */
function subscribed(streams: readonly StreamSpec[], name: string, arg: string | undefined): boolean {
  let lowerArg: string | undefined;
  for (const s of streams) {
    if (s.stream !== name) continue;
    if (arg !== undefined && s.tag !== undefined) {
      lowerArg ??= arg.toLowerCase();
      if (s.tag !== lowerArg) continue;
    }
    if (arg !== undefined && s.list !== undefined && s.list !== arg) continue;
    return true;
  }
  return false;
}

/** True when a post that arrived on `ref` belongs in the timeline `spec`. */
export function acceptsStreamed(spec: TimelineSpec, status: Status, ref: StreamRef): boolean {
  const name = typeof ref === 'string' ? ref : (ref[0] ?? '');
  const arg = typeof ref === 'string' ? undefined : ref[1];
  if (!subscribed(cachedStreams(spec), name, arg)) return false;
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
