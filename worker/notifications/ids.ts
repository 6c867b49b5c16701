// Notification ids are decimal strings of growing value (Mastodon snowflake-like ids, or small integers on a young
// server). Comparing them as strings is wrong ("9" > "10"), and as JS numbers loses precision above 2^53, so this
// compares digit strings by length first. Non-numeric ids (other server software) fall back to string order.

/** A decimal number without leading zeros ("0" itself included). A loop: this runs for every streamed notification. */
function plainNumber(s: string): boolean {
  const n = s.length;
  if (n === 0 || (n > 1 && s.charCodeAt(0) === 48)) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function stripZeros(s: string): string {
  let i = 0;
  while (i < s.length - 1 && s.charCodeAt(i) === 48) i++;
  return s.slice(i);
}

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length !== b.length) {
    if (plainNumber(a) && plainNumber(b)) return a.length - b.length;
    const x = stripZeros(a);
    const y = stripZeros(b);
    if (x !== a || y !== b) {
      if (plainNumber(x) && plainNumber(y))
        return x.length !== y.length ? x.length - y.length : x < y ? -1 : 1;
    }
  }
  // Same length: string order is numeric order for digit strings, and the fallback for anything else.
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
