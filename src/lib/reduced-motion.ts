// Whether the reader asked for less motion: in Woolly's settings (the root's data-motion, set by
// src/app/appearance.ts) or in the system. Read when motion would start (a GIF's autoplay, an animated header).
export function prefersReducedMotion(doc: Document | undefined = globalThis.document): boolean {
  if (doc?.documentElement.dataset.motion === 'reduce') return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
