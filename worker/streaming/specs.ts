// Stream specs: their identity (streamKey), the frames that subscribe to them, and how a server frame's `stream`
// array names one. Hashtags compare case-insensitively, as the server routes them.
import { isStreamName, type StreamName } from '../../shared/streaming.ts';
import type { StreamSpec } from './types.ts';

const needsTag = (s: StreamName) => s === 'hashtag' || s === 'hashtag:local';

/** A stable key for one subscription: `public`, `hashtag:cats`, `hashtag:local:cats`, `list:42`. */
export function streamKey(spec: StreamSpec): string {
  if (needsTag(spec.stream)) return `${spec.stream}:${normalizeTag(spec.tag ?? '')}`;
  if (spec.stream === 'list') return `list:${spec.list ?? ''}`;
  return spec.stream;
}

/** The key of the subscription a server frame names (`['hashtag', 'Cats']` → `hashtag:cats`), or null. */
export function keyOfFrameStream(stream: readonly string[]): string | null {
  const [name, param] = stream;
  if (!isStreamName(name)) return null;
  if (needsTag(name)) return param ? streamKey({ stream: name, tag: param }) : null;
  if (name === 'list') return param ? streamKey({ stream: name, list: param }) : null;
  return streamKey({ stream: name });
}

export function subscribeFrame(type: 'subscribe' | 'unsubscribe', spec: StreamSpec): string {
  const frame: { type: string; stream: string; tag?: string; list?: string } = { type, stream: spec.stream };
  if (needsTag(spec.stream)) frame.tag = spec.tag;
  if (spec.stream === 'list') frame.list = spec.list;
  return JSON.stringify(frame);
}

function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#/, '').toLowerCase();
}
