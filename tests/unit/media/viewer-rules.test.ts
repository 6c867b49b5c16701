// The media viewer's navigation: wrapping at both ends, arrows and swipes that follow the text's direction (in
// Arabic the next picture is to the left), and zoom and pan that keep the picture covering its box.
import { describe, expect, it } from 'vitest';
import {
  clampIndex,
  clampPan,
  isClick,
  NO_ZOOM,
  panBy,
  pinchZoom,
  stepIndex,
  swipeAction,
  toggleZoom,
  viewerKeyAction,
  wheelZoom,
} from '../../../src/components/media/viewer-rules.ts';

const box = { width: 400, height: 300 };

describe('the viewer moving between attachments', () => {
  it('wraps around at both ends, and keeps an index asked for inside the gallery', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(0, 0, 1)).toBe(0);
    expect(clampIndex(7, 4)).toBe(3);
    expect(clampIndex(-2, 4)).toBe(0);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
  });

  it('goes next with the arrow along the text: right in English, left in Arabic', () => {
    expect(viewerKeyAction('ArrowRight', 'ltr')).toBe('next');
    expect(viewerKeyAction('ArrowLeft', 'ltr')).toBe('prev');
    expect(viewerKeyAction('ArrowLeft', 'rtl')).toBe('next');
    expect(viewerKeyAction('ArrowRight', 'rtl')).toBe('prev');
    expect(viewerKeyAction('Escape', 'rtl')).toBe('close');
    expect(viewerKeyAction('a', 'ltr')).toBeNull();
  });

  it('turns the page on a sideways swipe, towards the start of the line for next', () => {
    expect(swipeAction(-80, 10, 'ltr')).toBe('next');
    expect(swipeAction(80, 10, 'ltr')).toBe('prev');
    expect(swipeAction(80, 10, 'rtl')).toBe('next');
    expect(swipeAction(-30, 0, 'ltr')).toBeNull();
    expect(swipeAction(-80, 100, 'ltr')).toBeNull();
    expect(isClick(3, 3)).toBe(true);
    expect(isClick(5, 0)).toBe(false);
  });
});

describe('zoom and pan', () => {
  it('a double click zooms to 2× and back; the wheel stays within 1× and 4×', () => {
    const z = toggleZoom(NO_ZOOM);
    expect(z.scale).toBe(2);
    expect(toggleZoom(z)).toEqual(NO_ZOOM);
    let w = NO_ZOOM;
    for (let i = 0; i < 50; i++) w = wheelZoom(w, -100, box);
    expect(w.scale).toBe(4);
    for (let i = 0; i < 50; i++) w = wheelZoom(w, 100, box);
    expect(w.scale).toBe(1);
  });

  it('pans only as far as the zoomed picture reaches, and not at all unzoomed', () => {
    expect(panBy(NO_ZOOM, 50, 50, box)).toEqual(NO_ZOOM);
    const z = panBy({ scale: 2, x: 0, y: 0 }, 1000, -1000, box);
    expect(z).toEqual({ scale: 2, x: 200, y: -150 });
    expect(clampPan({ scale: 2, x: 200, y: -150 }, box)).toEqual(z);
  });

  it('a pinch follows the distance between the fingers', () => {
    expect(pinchZoom(NO_ZOOM, 100, 250, box).scale).toBe(2.5);
    expect(pinchZoom({ scale: 3, x: 0, y: 0 }, 100, 10, box).scale).toBe(1);
  });
});
