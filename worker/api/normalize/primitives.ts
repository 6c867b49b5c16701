// Total readers over untrusted JSON: each takes `unknown` and returns a value of the wanted type or a default,
// never throws. The entity normalizers are built from these so that hostile or partial bodies cannot crash the core.

export type Json = unknown;
export type Obj = Record<string, unknown>;

/** The outcome of normalizing one body: a valid entity, or a clear reason it is not one. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export const valid = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const invalid = <T>(error: string): Parsed<T> => ({ ok: false, error });

export const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const str = (v: Json, fallback = ''): string => (typeof v === 'string' ? v : fallback);
export const strOrNull = (v: Json): string | null => (typeof v === 'string' ? v : null);
/** Empty strings become null: the real server sends `""` for absent card URLs and contact emails. */
export const nonEmptyOrNull = (v: Json): string | null => (typeof v === 'string' && v !== '' ? v : null);

export const num = (v: Json, fallback = 0): number => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return fallback;
};
export const numOrNull = (v: Json): number | null =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)))
    ? Number(v)
    : null;

export const bool = (v: Json, fallback = false): boolean => (typeof v === 'boolean' ? v : fallback);
export const boolOrNull = (v: Json): boolean | null => (typeof v === 'boolean' ? v : null);

/** Ids are strings on the wire, except a few the real server sends as JSON numbers; both become strings. */
export const idOrNull = (v: Json): string | null => {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};

/** The opening of every entity normalizer: an object with an id, or why not. */
export function objWithId(v: Json, what: string): Parsed<{ o: Obj; id: string }> {
  if (!isObj(v)) return invalid(`${what}: not an object`);
  const id = idOrNull(v.id);
  return id === null ? invalid(`${what}: missing id`) : valid({ o: v, id });
}

export const arr = (v: Json): Json[] => (Array.isArray(v) ? v : []);
export const strArr = (v: Json): string[] => arr(v).filter((x): x is string => typeof x === 'string');
export const idArr = (v: Json): string[] => arr(v).flatMap((x) => idOrNull(x) ?? []);

/** Keeps the entries a normalizer accepts and drops the rest, so one bad item never sinks a page. */
export const listOf = <T>(v: Json, one: (x: Json) => Parsed<T>): T[] =>
  arr(v).flatMap((x) => {
    const r = one(x);
    return r.ok ? [r.value] : [];
  });

/** Nullable nested entity: a broken nested object reads as absent rather than failing its parent. */
export const optional = <T>(v: Json, one: (x: Json) => Parsed<T>): T | null => {
  if (v === null || v === undefined) return null;
  const r = one(v);
  return r.ok ? r.value : null;
};

export const isHttpUrl = (v: Json): v is string => typeof v === 'string' && /^https?:\/\//i.test(v);

/** Section 5: urls not starting with http or https are dropped and the uri is used instead. */
export const httpUrlOr = (url: Json, uri: Json): string => (isHttpUrl(url) ? url : str(uri));
