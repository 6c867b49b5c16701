import { t } from '../../i18n/index.ts';
// The feed pattern (WAI-ARIA role=feed) for a virtualized list: each rendered row carries its place in the whole
// list, and new items waiting above are announced politely.

/** Each row element with its 1-based position in the whole list (rows whose key is unknown are left out). */
export function* feedPositions(
  rows: Iterable<Element>,
  indexOf: (key: string) => number,
): Generator<[Element, string]> {
  for (const el of rows) {
    const key = el.getAttribute('data-key');
    const index = key === null ? -1 : indexOf(key);
    if (index >= 0) yield [el, String(index + 1)];
  }
}

/** What a screen reader hears when items arrive above the reader: "3 new posts", "1 new notification". */
export function newItemsAnnouncement(pending: number, view: string): string {
  if (pending <= 0) return '';
  return t(view.startsWith('notifications') ? 'chrome.newNotifications' : 'chrome.newPosts', {
    count: pending,
  });
}
