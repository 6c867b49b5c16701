// How far a time is from now, in words, for past times (a post's age) and future ones (a poll's end, an expiry).
// Plain functions of the time and of `now`, so the shared clock (clock.ts) decides when they are re-evaluated.
// One unit table serves the short form ('3h') and the long one ('3 hours'); it is on the startup path, so small.

/** Seconds in each unit, largest first, with its short and long names. */
const UNITS: [number, string, string][] = [
  [604_800, 'w', 'week'],
  [86_400, 'd', 'day'],
  [3_600, 'h', 'hour'],
  [60, 'm', 'minute'],
  [1, 's', 'second'],
];

/** The largest unit that fits in `s` seconds (s ≥ 1). */
const unitOf = (s: number) => UNITS.find((u) => s >= u[0]) as [number, string, string];

/** Seconds from `nowMs` to `iso` (negative in the past); NaN when `iso` is not a time. */
const secondsFromNow = (iso: string, nowMs: number): number => Math.round((Date.parse(iso) - nowMs) / 1000);

/**
 * Short relative time: 'now' within 5 seconds either way; '42s', '3m', '2h', '4d' ago; 'in 42s', 'in 3h', 'in 2d'
 * ahead; a date ('Mar 10', with the year when it is not this year's) a week or more away; '' for a bad time.
 */
export function relativeTime(iso: string, nowMs: number): string {
  const diff = secondsFromNow(iso, nowMs);
  if (Number.isNaN(diff)) return '';
  const s = Math.abs(diff);
  if (s < 5) return 'now';
  if (s < 604_800) {
    const [size, short] = unitOf(s);
    const count = `${Math.floor(s / size)}${short}`;
    return diff > 0 ? `in ${count}` : count;
  }
  const date = new Date(Date.parse(iso));
  const sameYear = new Date(nowMs).getUTCFullYear() === date.getUTCFullYear();
  return date.toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/**
 * How long until a future time, in the largest whole unit: 'in 2 days', 'in 3 hours', 'in 1 minute',
 * 'in less than a minute'. Null when the time has passed or is not a time.
 */
export function timeUntil(iso: string, nowMs: number): string | null {
  const s = secondsFromNow(iso, nowMs);
  if (!(s > 0)) return null;
  if (s < 60) return 'in less than a minute';
  const [size, , name] = unitOf(s);
  const n = Math.floor(s / size);
  return `in ${n} ${name}${n === 1 ? '' : 's'}`;
}

/** A poll's end as its footer says it: 'Closed' once over, 'ends in 2 days' while open, '' with no end time. */
export function pollEndText(poll: { expiresAt: string | null; expired: boolean }, nowMs: number): string {
  if (poll.expired) return 'Closed';
  if (!poll.expiresAt) return '';
  // Past its end but not yet marked expired (the server has not said so yet): it takes no more votes either way.
  const left = timeUntil(poll.expiresAt, nowMs);
  return left ? `ends ${left}` : 'Closed';
}
