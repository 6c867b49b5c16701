// The compose counter's rules: how full the post is (the ring), when it warns (amber near the limit, red past it),
// and what a screen reader is told, politely and only when the counter crosses a threshold, not on every key.

export type CounterLevel = 'ok' | 'near' | 'over';

/** Amber from this many characters left: a tenth of the limit, at least 10 (50 of Mastodon's 500). */
export function nearAt(max: number): number {
  return Math.max(10, Math.round(max / 10));
}

export function counterLevel(left: number, max: number): CounterLevel {
  if (left < 0) return 'over';
  return left <= nearAt(max) ? 'near' : 'ok';
}

/** How much of the ring is drawn, 0 to 1 (full past the limit). */
export function ringFraction(left: number, max: number): number {
  if (max <= 0) return 1;
  return Math.min(1, Math.max(0, (max - left) / max));
}

export type CounterAnnouncement = { kind: 'near' | 'over'; count: number } | { kind: 'clear' };

/** What to announce when the level goes from `before` to `after`; null when it did not change. */
export function counterAnnouncement(
  before: CounterLevel,
  after: CounterLevel,
  left: number,
): CounterAnnouncement | null {
  if (before === after) return null;
  if (after === 'ok') return { kind: 'clear' };
  return after === 'near' ? { kind: 'near', count: left } : { kind: 'over', count: -left };
}
