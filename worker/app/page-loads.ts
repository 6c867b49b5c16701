// Page loads of timelines and notifications drive the loading bar (section 9) and, when one fails, publish the
// alert of section 8 to every tab (the view itself keeps showing what it had). Other requests (relationships,
// markers, settings) run quietly: their callers decide what to tell.
import type { Alert } from '../../shared/protocol/core-api.ts';
import { toAlert } from '../api/alerts.ts';
import type { LoadingBar } from '../api/loading-bar.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';

/** The calls that load a page of a view the user is looking at. */
export const isPageLoad = (spec: RequestSpec): boolean =>
  spec.method === 'GET' && /^(timelines|notifications)\./.test(spec.call);

const isFollowUp = (spec: RequestSpec): boolean =>
  spec.query !== undefined && ['max_id', 'min_id', 'since_id'].some((k) => k in (spec.query as object));

export function trackPageLoads(
  request: (spec: RequestSpec) => Promise<RawResult>,
  bar: Pick<LoadingBar, 'start' | 'end'>,
  alert: (a: Omit<Alert, 'id' | 'at'>) => void,
): (spec: RequestSpec) => Promise<RawResult> {
  /** Page loads whose last answer was a failure already alerted: their retries fail quietly until one succeeds. */
  const failing = new Set<string>();
  return async (spec) => {
    if (!isPageLoad(spec)) return request(spec);
    bar.start();
    try {
      const r = await request(spec);
      const what = `${spec.method} ${spec.path}`;
      if (r.ok) failing.delete(what);
      // Older pages and gaps are asked for by an intent, whose failure the tab already shows.
      else if (!isFollowUp(spec) && !failing.has(what)) {
        // A 404 answers a fallback (grouped notifications on an older server) or the view's own "not found".
        const a = toAlert(r.error, { skipNotFound: true });
        if (a) {
          failing.add(what);
          alert({ title: a.title, message: a.message, tabId: null });
        }
      }
      return r;
    } finally {
      bar.end();
    }
  };
}
