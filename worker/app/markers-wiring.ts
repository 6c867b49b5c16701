// The read markers of one account (home and notifications): the one throttled uploader (ruling 4), and the mirror of
// what the server does not have yet in the global state, so a hiding tab can send it itself (keepalive or beacon).
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import { createMarkersUploader } from '../api/markers-uploader.ts';
import type { Transport } from '../api/transport.ts';
import type { CoreEnv } from './env.ts';

/** How often, at most, a moved home read marker is published to the tabs (see publishHomeMarkerSoon). */
export const HOME_MARKER_PUBLISH_MS = 1000;

export interface MarkersWiringDeps {
  request: Transport['request'];
  env: Pick<CoreEnv, 'now' | 'setTimeout' | 'clearTimeout'>;
  global: GlobalHub;
  identity: { instance: string; token: string };
  isSignedIn(): boolean;
  /** The id the home read marker should point at now (null: leave it). */
  homeMarkerId(): string | null;
}

export function createMarkersWiring(deps: MarkersWiringDeps) {
  const { env, global, identity } = deps;
  const timers = { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout };
  const markers = createMarkersUploader({
    save: async (body) => {
      const r = await deps.request({
        call: 'markers.save',
        method: 'POST',
        path: '/api/v1/markers',
        json: body,
      });
      publishMarkers();
      const result = r.ok ? { ok: true as const, value: r.answer.body, status: r.answer.status } : r;
      // A failed upload waits again: the page's unload flush must know. The uploader marks it unsent only in its
      // own `.then` after this answer, which runs after any microtask queued here: publish on the next task.
      if (!r.ok) env.setTimeout(publishMarkers, 0);
      return result;
    },
    isSignedIn: deps.isSignedIn,
    timers,
  });
  /** What the server does not have yet is mirrored to the tabs, which send it themselves when they hide. */
  let publishedMarkers = 'null';
  function publishMarkers() {
    const pending = deps.isSignedIn() ? markers.snapshot() : null;
    const next = pending ? { baseUrl: identity.instance, token: identity.token, pending } : null;
    const json = JSON.stringify(next);
    if (json === publishedMarkers) return;
    publishedMarkers = json;
    global.update((g) => ({ ...g, markers: next }));
  }
  // The home marker moves with every streamed post at the top; publishing it each time cost every tab a global
  // push per post. The page needs the waiting markers only when it hides, so the home marker is published at
  // most once per HOME_MARKER_PUBLISH_MS, trailing (the last value always goes out).
  let homePublishTimer: unknown = null;
  let lastHomePublish = Number.NEGATIVE_INFINITY;
  const publishHomeMarkerSoon = () => {
    if (homePublishTimer !== null) return;
    const wait = Math.max(0, lastHomePublish + HOME_MARKER_PUBLISH_MS - env.now());
    homePublishTimer = env.setTimeout(() => {
      homePublishTimer = null;
      lastHomePublish = env.now();
      publishMarkers();
    }, wait);
  };
  return {
    uploader: markers,
    publish: publishMarkers,
    update(timeline: 'home' | 'notifications', id: string, now = false) {
      if (now) markers.updateNow(timeline, id);
      else markers.update(timeline, id);
      publishMarkers();
    },
    /** Whatever changed a home view may have moved its read marker. */
    syncHome() {
      const id = deps.homeMarkerId();
      if (!id) return;
      markers.update('home', id);
      publishHomeMarkerSoon();
    },
    /** A tab sent the waiting markers itself as it hid: they count as sent. */
    flushed(body: Partial<Record<'home' | 'notifications', { last_read_id: string }>>) {
      markers.markFlushed(body);
      publishMarkers();
    },
    /** Sends what waits and stops; called before the account is marked signed out. */
    flushAndStop() {
      markers.flush();
      markers.dispose();
      if (homePublishTimer !== null) env.clearTimeout(homePublishTimer);
      homePublishTimer = null;
    },
  };
}

export type MarkersWiring = ReturnType<typeof createMarkersWiring>;
