// How far a time is from now, in words, for past times (a post's age) and future ones (a poll's end, an expiry).
// Plain functions of the time and of `now`, so the shared clock (clock.ts) decides when they are re-evaluated.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Seconds from `nowMs` to `iso` (negative in the past), or null when `iso` is not a time. */
function secondsFromNow(iso: string, nowMs: number): number | null {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? null : Math.round((then - nowMs) / 1000);
}

/** The short count Mastodon shows ('5s', '3m', '2h', '4d') for a distance under a week, else null. */
function shortCount(s: number): string | null {
  if (s < MINUTE) return `${s}s`;
  if (s < HOUR) return `${Math.floor(s / MINUTE)}m`;
  if (s < DAY) return `${Math.floor(s / HOUR)}h`;
  if (s < WEEK) return `${Math.floor(s / DAY)}d`;
  return null;
}

/**
 * Short relative time: 'now' within 5 seconds either way; '42s', '3m', '2h', '4d' ago; 'in 42s', 'in 3h', 'in 2d'
 * ahead; a date ('Mar 10', with the year when it is not this year's) a week or more away; '' for a bad time.
 */
export function relativeTime(iso: string, nowMs: number): string {
  const diff = secondsFromNow(iso, nowMs);
  if (diff === null) return '';
  const s = Math.abs(diff);
  if (s < 5) return 'now';
  const count = shortCount(s);
  if (count !== null) return diff > 0 ? `in ${count}` : count;
  const date = new Date(Date.parse(iso));
  const sameYear = new Date(nowMs).getUTCFullYear() === date.getUTCFullYear();
  return date.toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

const LONG_UNITS: [number, string][] = [
  [WEEK, 'week'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/**
 * How long until a future time, in the largest whole unit: 'in 2 days', 'in 3 hours', 'in 1 minute',
 * 'in less than a minute'. Null when the time has passed or is not a time.
 */
export function timeUntil(iso: string, nowMs: number): string | null {
  const s = secondsFromNow(iso, nowMs);
  if (s === null || s <= 0) return null;
  for (const [size, name] of LONG_UNITS) {
    const n = Math.floor(s / size);
    if (n >= 1) return `in ${n} ${name}${n === 1 ? '' : 's'}`;
  }
  return 'in less than a minute';
}

/** A poll's end as its footer says it: 'Closed' once over, 'ends in 2 days' while open, '' with no end time. */
export function pollEndText(poll: { expiresAt: string | null; expired: boolean }, nowMs: number): string {
  if (poll.expired) return 'Closed';
  if (!poll.expiresAt) return '';
  const left = timeUntil(poll.expiresAt, nowMs);
  // Past its end but not yet marked expired (the server has not told us yet): it takes no more votes.
  return left === null ? 'Closed' : `ends ${left}`;
}
