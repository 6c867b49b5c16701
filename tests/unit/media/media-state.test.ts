// What the `e` shortcut and a click call: openMediaViewer(statusId, index) opens the viewer on a post whose media
// is on screen (the index kept inside the post's attachments), refuses one that is not, and the viewer reads the
// post's latest state as its row re-renders (a favourite made in the viewer shows there).
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaView, StatusView } from '../../../shared/protocol/rows.ts';
import {
  closeMediaViewer,
  holdStatus,
  openMediaViewer,
  shownStatus,
  shownVersion,
  viewerRequest,
} from '../../../src/components/media/media-state.ts';

const picture = (id: string): MediaView => ({
  id,
  type: 'image',
  url: `https://example.test/${id}.png`,
  previewUrl: `https://example.test/${id}.small.png`,
  remoteUrl: null,
  description: id,
  blurhash: null,
  width: 4,
  height: 3,
  focus: null,
});

const post = (id: string, media: MediaView[], favourited = false) =>
  ({ id, media, favourited }) as unknown as StatusView;

afterEach(() => closeMediaViewer());

describe('opening the media viewer', () => {
  it('opens on a post whose media is on screen, at an index kept inside its attachments', () => {
    const release = holdStatus(post('1', [picture('a'), picture('b')]));
    expect(openMediaViewer('1', 1)).toBe(true);
    expect(viewerRequest.value).toMatchObject({ statusId: '1', index: 1 });
    expect(openMediaViewer('1', 9)).toBe(true);
    expect(viewerRequest.value?.index).toBe(1);
    release();
  });

  it('refuses a post not on screen, or one without media, and leaves the viewer closed', () => {
    expect(openMediaViewer('404', 0)).toBe(false);
    const release = holdStatus(post('2', []));
    expect(openMediaViewer('2', 0)).toBe(false);
    expect(viewerRequest.value).toBeNull();
    release();
  });

  it("follows the post's row: a new state reaches the open viewer, and the post is forgotten when no grid shows it", () => {
    const releaseFirst = holdStatus(post('3', [picture('a')]));
    const releaseSecond = holdStatus(post('3', [picture('a')]));
    openMediaViewer('3', 0);
    const version = shownVersion.value;
    const releaseUpdated = holdStatus(post('3', [picture('a')], true));
    expect(shownVersion.value).toBe(version + 1);
    expect(shownStatus('3')?.favourited).toBe(true);
    releaseFirst();
    releaseSecond();
    expect(shownStatus('3')).not.toBeNull();
    releaseUpdated();
    expect(shownStatus('3')).toBeNull();
  });
});
