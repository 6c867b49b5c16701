// Notification ids are decimal strings of growing value (Mastodon snowflake-like ids, or small integers on a young
// server). Comparing them as strings is wrong ("9" > "10"), and as JS numbers loses precision above 2^53, so this
// compares digit strings by length first. Non-numeric ids (other server software) fall back to string order.

const DIGITS = /^\d+$/;

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  if (DIGITS.test(a) && DIGITS.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

export function newerId(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return compareIds(a, b) >= 0 ? a : b;
}

export function olderId(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return compareIds(a, b) <= 0 ? a : b;
}

/** The wire may send an id as a JSON number (most_recent_notification_id on real servers). */
export function idString(x: unknown): string {
  return typeof x === 'string' ? x : String(x);
}
