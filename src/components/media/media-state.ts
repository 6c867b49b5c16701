// What the media layer shows, outside any screen so that it survives navigation: the viewer's request (which post,
// which attachment, what opened it) and the picture-in-picture player (section 3: statusId, accountId, type, muted,
// volume, currentTime). Small and in the startup bundle: the viewer and the players themselves are fetched when
// first needed. `openMediaViewer` is what the `e` shortcut calls.
import { signal } from '@preact/signals-react';
import type { MediaView, StatusView } from '../../../shared/protocol/rows.ts';

export interface ViewerRequest {
  statusId: string;
  index: number;
  /** Focus goes back here when the viewer closes (the picture that was clicked). */
  opener: HTMLElement | null;
  /** Where a video expanded into the viewer was, so it goes on from there. */
  startTime?: number;
}

export interface PictureInPicture {
  statusId: string;
  accountId: string;
  type: 'video' | 'audio';
  muted: boolean;
  volume: number;
  currentTime: number;
  media: MediaView;
  /** The post's address, for the player's link back to it. */
  statusPath: string;
  /** The author's name, shown on the small player. */
  author: string;
}

export const viewerRequest = signal<ViewerRequest | null>(null);
export const pictureInPicture = signal<PictureInPicture | null>(null);

/**
 * The posts whose media is on screen, by id, kept up to date as their rows re-render (a favourite made in the viewer
 * comes back through the post's row): the viewer shows the post's current state from here. A post leaves when its
 * last rendered media grid unmounts.
 */
const shown = new Map<string, { status: StatusView; holders: number }>();
export const shownVersion = signal(0);

/** A media grid showing `status` mounted or re-rendered; the returned function is called when it unmounts. */
export function holdStatus(status: StatusView): () => void {
  const entry = shown.get(status.id);
  if (entry) {
    entry.holders++;
    entry.status = status;
  } else shown.set(status.id, { status, holders: 1 });
  if (viewerRequest.peek()?.statusId === status.id) shownVersion.value++;
  return () => {
    const e = shown.get(status.id);
    if (!e) return;
    e.holders--;
    if (e.holders <= 0) shown.delete(status.id);
  };
}

export function shownStatus(statusId: string): StatusView | null {
  return shown.get(statusId)?.status ?? null;
}

/**
 * Opens the viewer on a post's attachment (0-based). False when that post's media is not on screen or has nothing
 * the viewer shows. `opener` receives focus back on close (by default the attachment's own element in the post);
 * `startTime`: where a video expanded from its inline player goes on from.
 */
export function openMediaViewer(
  statusId: string,
  index: number,
  opener?: HTMLElement | null,
  startTime?: number,
): boolean {
  const status = shownStatus(statusId);
  if (!status || status.media.length === 0) return false;
  const i = Math.min(status.media.length - 1, Math.max(0, Math.floor(index) || 0));
  const fallback =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLElement>(
          `[data-status-id="${CSS.escape(statusId)}"] [data-media-index="${i}"]`,
        );
  viewerRequest.value = { statusId, index: i, opener: opener ?? fallback ?? null, startTime };
  return true;
}

export function closeMediaViewer(): void {
  viewerRequest.value = null;
}
