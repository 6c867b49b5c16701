// @vitest-environment happy-dom
// The media setting "blurred colours for hidden media": on, a hidden picture shows its blurhash; off, a plain surface.
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaView } from '../../../shared/protocol/rows.ts';
import { MediaGrid } from '../../../src/components/status/MediaGrid.tsx';
import { type Rendered, render } from './harness.tsx';

const picture = {
  id: 'm1',
  type: 'image',
  url: 'https://example.test/a.png',
  previewUrl: 'https://example.test/a-small.png',
  description: 'a picture',
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
} as unknown as MediaView;

let r: Rendered | null = null;
afterEach(() => r?.unmount());

const grid = (blurhash: boolean) => (
  <MediaGrid
    media={[picture]}
    hidden={true}
    hiddenLabel="Sensitive"
    onReveal={() => {}}
    onHide={() => {}}
    blurhash={blurhash}
  />
);

describe('hidden media and the blurhash setting', () => {
  it('draws the blurred colours when on, and nothing in their place when off', () => {
    r = render(grid(true));
    expect(r.container.querySelectorAll('canvas').length).toBe(1);
    r.unmount();
    r = render(grid(false));
    expect(r.container.querySelectorAll('canvas').length).toBe(0);
    expect(r.container.querySelector('.media-item')).not.toBeNull();
  });
});
