// A change to one value deep inside the settings record (`notifications.alerts.follow`), applied by the core to the
// record it holds at that moment: two tabs changing two different values of one group never undo each other, as
// they would by each writing the whole group from its own, possibly older, copy.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Names that would reach an object's prototype instead of a key of its own. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** A path is one to eight plain keys. */
export function isSettingsPath(path: unknown): path is string[] {
  return (
    Array.isArray(path) &&
    path.length > 0 &&
    path.length <= 8 &&
    path.every((p) => typeof p === 'string' && p !== '' && !FORBIDDEN.has(p))
  );
}

/** `record` with the value at `path` set (a copy; groups on the way that are missing or not records are made);
 *  `undefined` removes the key. The input is not changed. */
export function setAtPath(
  record: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return record;
  const out: Record<string, unknown> = { ...record };
  if (rest.length === 0) {
    if (value === undefined) delete out[head];
    else out[head] = value;
    return out;
  }
  const inner = record[head];
  out[head] = setAtPath(isRecord(inner) ? inner : {}, rest, value);
  return out;
}

/** The top-level patch (settings.patch replaces top-level keys) that sets `path` to `value` in `settings`. */
export function patchAtPath(
  settings: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const head = path[0] as string;
  const next = setAtPath(settings, path, value);
  return { [head]: next[head] };
}
