// The unload flush of read markers (ruling 4), run in the page because a worker gets no page-hide event: when the
// page hides, what the core has not uploaded yet goes out with `fetch(…, {keepalive: true})`, and where that is
// missing or refused, with `navigator.sendBeacon`. A beacon cannot set headers, so it carries the token as
// `access_token` in a form body (the server accepts it there) and the markers as Rails form fields.

export type MarkerTimeline = 'home' | 'notifications';
export type MarkerUpdate = Partial<Record<MarkerTimeline, { last_read_id: string }>>;

export interface FlushDeps {
  /** The instance origin. */
  baseUrl: string;
  token: string;
  fetch?: ((input: string, init: RequestInit) => Promise<Response>) | undefined;
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | undefined;
}

export type FlushMethod = 'keepalive' | 'beacon' | 'none';

const markersUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/api/v1/markers`;

/** The beacon's form body: `access_token=…&home[last_read_id]=…`. */
export function beaconBody(token: string, markers: MarkerUpdate): URLSearchParams {
  const form = new URLSearchParams();
  form.set('access_token', token);
  for (const t of ['home', 'notifications'] as const) {
    const m = markers[t];
    if (m) form.set(`${t}[last_read_id]`, m.last_read_id);
  }
  return form;
}

function beacon(deps: FlushDeps, markers: MarkerUpdate): FlushMethod {
  if (!deps.sendBeacon) return 'none';
  try {
    return deps.sendBeacon(markersUrl(deps.baseUrl), beaconBody(deps.token, markers)) ? 'beacon' : 'none';
  } catch {
    return 'none';
  }
}

/**
 * Sends the markers. Returns how they went out: keepalive fetch first; the beacon when fetch is missing or throws
 * at once. A keepalive fetch that fails later (offline, quota) still gets the beacon as a last try.
 */
export function flushMarkers(deps: FlushDeps, markers: MarkerUpdate | null): FlushMethod {
  if (!markers || (!markers.home && !markers.notifications) || !deps.token) return 'none';
  if (deps.fetch) {
    try {
      const pending = deps.fetch(markersUrl(deps.baseUrl), {
        method: 'POST',
        keepalive: true,
        headers: { Authorization: `Bearer ${deps.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(markers),
      });
      void pending.then(
        (res) => {
          if (!res.ok && res.status !== 401 && res.status !== 403) beacon(deps, markers);
        },
        () => beacon(deps, markers),
      );
      return 'keepalive';
    } catch {
      // keepalive unsupported or the body refused: fall through to the beacon.
    }
  }
  return beacon(deps, markers);
}

/**
 * Installs the flush on `pagehide` and on `visibilitychange` to hidden (mobile browsers often skip pagehide).
 * `take` asks the core (synchronously, from state it mirrored) what waits; `onFlushed` tells the core it went out.
 */
export function installMarkersFlush(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document?: { visibilityState?: string };
  },
  take: () => { baseUrl: string; token: string; markers: MarkerUpdate | null } | null,
  send: Omit<FlushDeps, 'baseUrl' | 'token'>,
  onFlushed: (markers: MarkerUpdate, method: FlushMethod) => void = () => {},
): () => void {
  // What this page already sent is not sent again: closing a shown tab fires both events, and a tab hidden since
  // its flush is sent only the unread count while hidden (worker/core/hidden-hold.ts), so at its pagehide it still
  // holds the markers it sent when it hid, which the server may have passed since (another tab read further).
  let sent: string | null = null;
  const run = () => {
    const now = take();
    if (!now?.markers) return;
    const key = JSON.stringify([now.baseUrl, now.token, now.markers]);
    if (key === sent) return;
    const method = flushMarkers({ ...send, baseUrl: now.baseUrl, token: now.token }, now.markers);
    if (method === 'none') return;
    sent = key;
    onFlushed(now.markers, method);
  };
  const onVisibility = () => {
    if (target.document?.visibilityState === 'hidden') run();
  };
  target.addEventListener('pagehide', run);
  target.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', run);
    target.removeEventListener('visibilitychange', onVisibility);
  };
}
