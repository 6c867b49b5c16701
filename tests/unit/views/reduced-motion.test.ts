// The reduced-motion choice of the settings counts as the system's does: a GIF does not autoplay, the header is still.
import { describe, expect, it } from 'vitest';
import { prefersReducedMotion } from '../../../src/lib/reduced-motion.ts';

describe('reduced motion', () => {
  it('follows the setting applied to the root, without the system asking for it', () => {
    const root = { dataset: {} as Record<string, string> };
    const doc = { documentElement: root } as unknown as Document;
    expect(prefersReducedMotion(doc)).toBe(false);
    root.dataset.motion = 'reduce';
    expect(prefersReducedMotion(doc)).toBe(true);
  });
});
