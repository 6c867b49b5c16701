// How far a time is from now, in words, for past times (a post's age) and future ones (a poll's end, an expiry), in
// the current language ("3m" in English, "vor 3 Min." in German, "3分前" in Japanese). Plain functions of the time
// and of `now`, so the shared clock (clock.ts) decides when they are re-evaluated. The short forms are messages of
// the catalogue (locales/<lang>/time.ts); the long ones ("in 2 days") and dates come from Intl for the language.
import { currentLocale, type MessageId, t } from '../i18n/index.ts';

type Unit = 'week' | 'day' | 'hour' | 'minute' | 'second';

/** Seconds in each unit, largest first. */
const UNITS: [number, Unit][] = [
  [604_800, 'week'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** The largest unit that fits in `s` seconds (s ≥ 1). */
const unitOf = (s: number) => UNITS.find((u) => s >= u[0]) as [number, Unit];

/** Seconds from `nowMs` to `iso` (negative in the past); NaN when `iso` is not a time. */
const secondsFromNow = (iso: string, nowMs: number): number => Math.round((Date.parse(iso) - nowMs) / 1000);

/**
 * Short relative time: 'now' within 5 seconds either way; '42s', '3m', '2h', '4d' ago; 'in 42s', 'in 3h', 'in 2d'
 * ahead (English; each language its own way); a date ('Mar 10', with the year when it is not this year's) a week or
 * more away; '' for a bad time.
 */
export function relativeTime(iso: string, nowMs: number): string {
  const diff = secondsFromNow(iso, nowMs);
  if (Number.isNaN(diff)) return '';
  const s = Math.abs(diff);
  if (s < 5) return t('time.now');
  if (s < 604_800) {
    const [size, unit] = unitOf(s);
    const id = `time.${diff > 0 ? 'future' : 'past'}.${unit}` as MessageId;
    return t(id, { n: Math.floor(s / size) });
  }
  const date = new Date(Date.parse(iso));
  const sameYear = new Date(nowMs).getUTCFullYear() === date.getUTCFullYear();
  return date.toLocaleDateString(currentLocale().locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/**
 * How long ago, for times that are past by nature (a post's age, a notification's, a conversation's last post): as
 * relativeTime, but a time ahead of `nowMs` reads 'now'. Such a time is a clock's error, not the future: the
 * server's clock ahead of this computer's, or the shared clock not yet ticked when a post streams in.
 */
export function relativeAge(iso: string, nowMs: number): string {
  const diff = secondsFromNow(iso, nowMs);
  return diff > 0 ? t('time.now') : relativeTime(iso, nowMs);
}

/**
 * How long until a future time, in the largest whole unit: 'in 2 days', 'in 3 hours', 'in 1 minute',
 * 'in less than a minute'. Null when the time has passed or is not a time.
 */
export function timeUntil(iso: string, nowMs: number): string | null {
  const s = secondsFromNow(iso, nowMs);
  if (!(s > 0)) return null;
  if (s < 60) return t('time.lessThanMinute');
  const [size, unit] = unitOf(s);
  return new Intl.RelativeTimeFormat(currentLocale().locale, { numeric: 'always' }).format(
    Math.floor(s / size),
    unit,
  );
}

/** A poll's end as its footer says it: 'Closed' once over, 'ends in 2 days' while open, '' with no end time. */
export function pollEndText(poll: { expiresAt: string | null; expired: boolean }, nowMs: number): string {
  if (poll.expired) return t('time.pollClosed');
  if (!poll.expiresAt) return '';
  // Past its end but not yet marked expired (the server has not said so yet): it takes no more votes either way.
  const left = timeUntil(poll.expiresAt, nowMs);
  return left ? t('time.pollEnds', { left }) : t('time.pollClosed');
}
