// Read markers (ruling 4): uploaded at most once per 5 minutes, leading and trailing, only with a signed-in user,
// and never moved backwards. The page-side unload flush (src/lib/markers-flush.ts) takes `snapshot()` to send
// what is still waiting when the last tab hides.
import { MARKERS_THROTTLE_MS } from '../../shared/constants.ts';
import type { ApiResult } from './errors.ts';
import { createThrottle, type Timers } from './timers.ts';

export type MarkerTimeline = 'home' | 'notifications';
export type MarkerUpdate = Partial<Record<MarkerTimeline, { last_read_id: string }>>;

/** Snowflake ids compare as numbers; longer is newer. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface MarkersUploaderDeps {
  save: (markers: MarkerUpdate) => Promise<ApiResult<unknown>>;
  isSignedIn: () => boolean;
  timers: Timers;
  intervalMs?: number;
}

export function createMarkersUploader(deps: MarkersUploaderDeps) {
  /** The newest id read per timeline, and the newest one the server has. */
  const latest: Partial<Record<MarkerTimeline, string>> = {};
  const sent: Partial<Record<MarkerTimeline, string>> = {};

  const unsent = (): MarkerUpdate => {
    const out: MarkerUpdate = {};
    for (const t of ['home', 'notifications'] as const) {
      const id = latest[t];
      if (id !== undefined && id !== sent[t]) out[t] = { last_read_id: id };
    }
    return out;
  };

  const upload = () => {
    if (!deps.isSignedIn()) return;
    const body = unsent();
    if (Object.keys(body).length === 0) return;
    for (const t of ['home', 'notifications'] as const) if (body[t]) sent[t] = body[t].last_read_id;
    void deps.save(body).then((res) => {
      // A failed upload is retried with the next one: forget that it was sent.
      if (!res.ok) for (const t of ['home', 'notifications'] as const) if (body[t]) delete sent[t];
    });
  };

  const throttle = createThrottle<void>(upload, deps.intervalMs ?? MARKERS_THROTTLE_MS, deps.timers);

  return {
    /** The user has read up to `lastReadId` in this timeline. Older ids than already recorded are ignored. */
    update(timeline: MarkerTimeline, lastReadId: string) {
      if (!deps.isSignedIn()) return;
      const prev = latest[timeline];
      if (prev !== undefined && compareIds(lastReadId, prev) <= 0) return;
      latest[timeline] = lastReadId;
      throttle.call();
    },
    /**
     * The same, uploaded now rather than at the end of the throttle window (the reader marked all as read, or came
     * back to the list): a new window starts with this upload.
     */
    updateNow(timeline: MarkerTimeline, lastReadId: string) {
      if (!deps.isSignedIn()) return;
      const prev = latest[timeline];
      if (prev === undefined || compareIds(lastReadId, prev) > 0) latest[timeline] = lastReadId;
      throttle.cancel();
      throttle.call();
    },
    /** What the server does not have yet, for the page-side unload flush; null when nothing waits. */
    snapshot(): MarkerUpdate | null {
      if (!deps.isSignedIn()) return null;
      const body = unsent();
      return Object.keys(body).length ? body : null;
    },
    /** The page sent the snapshot itself (keepalive fetch or beacon): count it as sent. */
    markFlushed(body: MarkerUpdate) {
      for (const t of ['home', 'notifications'] as const) if (body[t]) sent[t] = body[t].last_read_id;
      throttle.cancel();
    },
    /** Send what waits now (sign-out, core shutdown). */
    flush() {
      throttle.cancel();
      upload();
    },
    dispose: () => throttle.cancel(),
  };
}
