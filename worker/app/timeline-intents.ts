// The intents on an open timeline, answered by the core's first script (account.ts): home's reader at the top or not,
// its pending posts, its gaps, more of it, a retry. They never wait for the rest of the account (account-rest.ts),
// so a reader who scrolls home while the rest is on its way moves what it moves at once (the read marker above all).
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { TimelineWiring } from './timelines.ts';

const done: IntentResult = { ok: true };

/** The answer of a timeline intent, or null when the intent is not about an open timeline. */
export function timelineIntent(
  timelines: Pick<TimelineWiring, 'has' | 'setTop' | 'applyPending' | 'fillGap' | 'loadMore' | 'reload'>,
  intent: Intent,
  syncHomeMarker: () => void,
): Promise<IntentResult> | null {
  if (!('view' in intent) || typeof intent.view !== 'string' || !timelines.has(intent.view)) return null;
  switch (intent.type) {
    case 'view.top':
      timelines.setTop(intent.view, intent.atTop);
      syncHomeMarker();
      return Promise.resolve(done);
    case 'view.applyPending':
      timelines.applyPending(intent.view);
      return Promise.resolve(done);
    case 'view.fillGap':
      return timelines.fillGap(intent.view, intent.gapKey);
    case 'view.loadMore':
      return timelines.loadMore(intent.view);
    case 'view.reload':
      return timelines.reload(intent.view);
    default:
      return null;
  }
}
