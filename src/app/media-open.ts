// The `e` shortcut's way to the media viewer. The viewer registers itself here when it is built (it lives
// elsewhere and is loaded lazily); until one is registered, or when it declines, the post's first media is clicked,
// which is what a reader would do. Kept tiny and free of imports: it is in the startup bundle.

/** What the viewer is asked to open: the post's id and its element in the list. */
export interface MediaTarget {
  statusId: string | null;
  row: HTMLElement;
}

/** Answers true when it opened the media. */
export type MediaOpener = (target: MediaTarget) => boolean;

let opener: MediaOpener | null = null;

/** The media viewer registers itself; the returned function unregisters it. */
export function registerMediaOpener(fn: MediaOpener): () => void {
  opener = fn;
  return () => {
    if (opener === fn) opener = null;
  };
}

/** The first media of a post: the picture or video, or the overlay that hides them (which reveals them). */
const FIRST_MEDIA = '.media-grid .media-item img, .media-grid .media-item video, .media-grid .media-overlay';

/** Opens the media of the post in `row`; false when it has none. */
export function openMediaOf(row: HTMLElement): boolean {
  const statusId = row.querySelector<HTMLElement>('[data-status-id]')?.dataset.statusId ?? null;
  if (opener?.({ statusId, row })) return true;
  const first = row.querySelector<HTMLElement>(FIRST_MEDIA);
  if (!first) return false;
  first.click();
  return true;
}
