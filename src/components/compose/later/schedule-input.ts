// The picker's value and the draft's ISO time in the browser's zone (shared/compose/schedule.ts does the arithmetic;
// this reads the zone, which changes with daylight saving, at the instant meant).
import {
  DEFAULT_SCHEDULE_AHEAD_MS,
  earliestSchedule,
  fromLocalInput,
  toLocalInput,
  zoneOffsetAt,
} from '../../../../shared/compose/schedule.ts';

/** A `datetime-local` value as an ISO time, or null while it is not a whole date and time. */
export function isoFromPicker(value: string, now = Date.now()): string | null {
  const guess = fromLocalInput(value, zoneOffsetAt(now));
  if (guess === null) return null;
  return fromLocalInput(value, zoneOffsetAt(Date.parse(guess)));
}

/** An ISO time as the picker shows it. */
export function pickerFromIso(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) ? toLocalInput(at, zoneOffsetAt(at)) : '';
}

/** The picker's `min` (the server's earliest) and the time it offers first (an hour ahead, whole minutes). */
export function pickerBounds(now = Date.now()): { min: string; first: string } {
  const min = earliestSchedule(now);
  const first = Math.max(min, Math.ceil((now + DEFAULT_SCHEDULE_AHEAD_MS) / 60_000) * 60_000);
  return {
    min: toLocalInput(min, zoneOffsetAt(min)),
    first: new Date(first).toISOString(),
  };
}
