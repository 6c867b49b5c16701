// How long ago something was ("5m"), bound to the shared clock; a time ahead of the clock reads "now"
// (relative-time.ts). A time is plain text in its row: one effect for the whole page follows the clock and rewrites
// the text of every relative time on screen at each tick (issue 20, item 1: a computed signal and a subscribed text
// component per row were hooks and subscriptions to make and undo for every streamed post, for a text that changes
// every few minutes). The full date shows as its tooltip, written when the pointer first comes over it rather than
// formatted for every row drawn.
import { effect } from '@preact/signals-react';
import { now, relativeAge } from '../../app/clock.ts';
import { currentLocale } from '../../i18n/index.ts';

/** The relative times the page's clock keeps up to date. */
const RELATIVE = 'time[data-relative]';

// One formatter for every row (per language): Date#toLocaleString builds a new one per call.
let fullDate: { locale: string; format: Intl.DateTimeFormat } | null = null;
export function formatFull(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  if (fullDate?.locale !== locale)
    fullDate = {
      locale,
      format: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
  return fullDate.format.format(ms);
}

/** Rewrites the text of every relative time under `root` for the time `nowMs`, touching only those that changed.
 *  The text node React made is kept (its value set), so React's next render of the row finds its own node. */
export function refreshRelativeTimes(root: ParentNode, nowMs: number): void {
  for (const el of root.querySelectorAll(RELATIVE)) {
    const iso = el.getAttribute('datetime');
    const node = el.firstChild;
    if (!iso || !node || node.nodeType !== 3) continue;
    const text = relativeAge(iso, nowMs);
    if (node.nodeValue !== text) node.nodeValue = text;
  }
}

/** The tooltip of a relative time, in the current language, written as the pointer comes over it. */
export function titleRelativeTime(target: EventTarget | null): void {
  const el = target instanceof Element ? target.closest(RELATIVE) : null;
  const iso = el?.getAttribute('datetime');
  if (el && iso) el.setAttribute('title', formatFull(iso, currentLocale().locale));
}

let following: Document | null = null;
/** Starts, once per document, the clock's one effect and the tooltip's one listener. */
function followClock(doc: Document): void {
  if (following === doc) return;
  following = doc;
  effect(() => refreshRelativeTimes(doc, now.value));
  doc.addEventListener('pointerover', (e) => titleRelativeTime(e.target), { passive: true });
}

/** The time as an element; a plain function as well, which a post's header calls rather than mounting a component. */
export function relativeTimeElement(iso: string) {
  if (typeof document !== 'undefined') followClock(document);
  return (
    <time dateTime={iso} data-relative="">
      {relativeAge(iso, now.peek())}
    </time>
  );
}

export function RelativeTime({ iso }: { iso: string }) {
  return relativeTimeElement(iso);
}
