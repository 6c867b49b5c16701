// Scheduled posts (issue 19 item 6): the server's rule and the conversions the compose box needs. Mastodon refuses
// a `scheduled_at` less than 5 minutes ahead (ScheduledStatus::MINIMUM_OFFSET) with a 422; the box says so before
// sending, with the same rule, so nothing is lost to a refusal. Plain functions; the clock is passed in.

/** Mastodon's ScheduledStatus::MINIMUM_OFFSET. */
export const MIN_SCHEDULE_AHEAD_MS = 5 * 60_000;
/** Mastodon's ScheduledStatus::DAILY_LIMIT and TOTAL_LIMIT (posts scheduled for one day, and in all). */
export const SCHEDULED_DAILY_LIMIT = 25;
export const SCHEDULED_TOTAL_LIMIT = 300;
/** What the picker offers first: a time comfortably past the minimum. */
export const DEFAULT_SCHEDULE_AHEAD_MS = 60 * 60_000;

export type ScheduleProblem = 'invalid' | 'tooSoon';

/** Why a scheduled time cannot be sent (null: it can, or nothing is scheduled). `at` is an ISO 8601 time. */
export function scheduleProblem(at: string | null | undefined, now: number): ScheduleProblem | null {
  if (at === null || at === undefined || at === '') return null;
  const t = Date.parse(at);
  if (!Number.isFinite(t)) return 'invalid';
  return t - now < MIN_SCHEDULE_AHEAD_MS ? 'tooSoon' : null;
}

/** The earliest time the server takes, rounded up to the next whole minute (what the picker's `min` says). */
export function earliestSchedule(now: number): number {
  return Math.ceil((now + MIN_SCHEDULE_AHEAD_MS) / 60_000) * 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `<input type="datetime-local">` value in a zone `offsetMinutes` east of UTC (the browser's
 *  `-new Date().getTimezoneOffset()`): `2026-11-24T14:05`. */
export function toLocalInput(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value read in a zone `offsetMinutes` east of UTC, as an ISO time in UTC (what the API
 *  takes); null when it is not a whole date and time (the field half filled in). */
export function fromLocalInput(value: string, offsetMinutes: number): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  const utc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s) - offsetMinutes * 60_000;
  if (!Number.isFinite(utc)) return null;
  // 2026-02-31 rolls over in Date.UTC: a date the calendar does not have is not a time.
  const back = new Date(utc + offsetMinutes * 60_000);
  if (back.getUTCMonth() !== (mo ?? 1) - 1 || back.getUTCDate() !== d) return null;
  return new Date(utc).toISOString();
}

/** The browser zone's offset east of UTC at an instant (daylight saving changes it through the year). */
export const zoneOffsetAt = (ms: number): number => -new Date(ms).getTimezoneOffset();
