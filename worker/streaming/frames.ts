// Parsing of server frames. Never throws: a server (or a proxy in between) can send anything, and one bad frame
// must cost a counter, not the connection or the core.
import { KNOWN_EVENTS, type StreamingEvent, type StreamingEventName } from './types.ts';

export type ParsedFrame =
  | { kind: 'event'; event: StreamingEvent }
  | { kind: 'error'; error: string; status?: number }
  | { kind: 'unknown-event'; event: string }
  | { kind: 'malformed'; reason: string };

const KNOWN: ReadonlySet<string> = new Set(KNOWN_EVENTS);
/** Events whose payload is a bare id, not JSON. */
const ID_PAYLOAD: ReadonlySet<string> = new Set(['delete', 'announcement.delete']);
/** Events that carry an entity: a frame without one is useless. */
const ENTITY_PAYLOAD: ReadonlySet<string> = new Set([
  'update',
  'status.update',
  'notification',
  'conversation',
  'announcement',
  'announcement.reaction',
]);

export function parseFrame(data: unknown): ParsedFrame {
  if (typeof data !== 'string') return { kind: 'malformed', reason: 'not text' };
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return { kind: 'malformed', reason: 'not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { kind: 'malformed', reason: 'not an object' };
  const f = raw as Record<string, unknown>;

  if (typeof f.error === 'string') {
    return typeof f.status === 'number'
      ? { kind: 'error', error: f.error, status: f.status }
      : { kind: 'error', error: f.error };
  }
  if (typeof f.event !== 'string') return { kind: 'malformed', reason: 'no event' };
  if (!Array.isArray(f.stream) || f.stream.length === 0 || !f.stream.every((s) => typeof s === 'string')) {
    return { kind: 'malformed', reason: 'no stream' };
  }
  const stream = f.stream as string[];
  const name = f.event;
  if (!KNOWN.has(name)) return { kind: 'unknown-event', event: name };
  const event = name as StreamingEventName;

  if (ID_PAYLOAD.has(event)) {
    // Ids are strings on the wire; tolerate a number from a sloppy server.
    const id = typeof f.payload === 'number' ? String(f.payload) : f.payload;
    if (typeof id !== 'string' || id === '') return { kind: 'malformed', reason: 'no id' };
    return { kind: 'event', event: { event, stream, payload: id } };
  }
  if (!ENTITY_PAYLOAD.has(event)) return { kind: 'event', event: { event, stream, payload: undefined } };

  // The payload is JSON inside a JSON string; some servers have been seen sending the object itself.
  let payload: unknown = f.payload;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload);
    } catch {
      return { kind: 'malformed', reason: 'payload not JSON' };
    }
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { kind: 'malformed', reason: 'no entity' };
  }
  return { kind: 'event', event: { event, stream, payload } };
}
