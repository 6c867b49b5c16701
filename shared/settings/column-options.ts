// Column options that change what a timeline asks the server for (section 7): a hashtag column's any / all / none
// (more tags) and local only; the public columns' remote only (Federated) and media only (Local and Federated).
// The core's settings record holds them under `columnOptions`, keyed by the column (`tag:cats`, `public`,
// `public:local`), so every tab showing that column asks for the same timeline. Reading is total: a malformed value
// is left out. A tag list keeps names without `#`, each once.
import type { TimelineSpec } from '../protocol/views.ts';

export interface TagColumnOptions {
  any: string[];
  all: string[];
  none: string[];
  local: boolean;
}

export interface PublicColumnOptions {
  remote: boolean;
  onlyMedia: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const names = (v: unknown): string[] => {
  if (!Array.isArray(v)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of v) {
    const name = typeof x === 'string' ? x.trim().replace(/^#/, '') : '';
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
};

/** The settings key of a column with options; null for columns without them. */
export function columnOptionsKey(spec: TimelineSpec): string | null {
  if (spec.timeline === 'tag') return `tag:${spec.tag.toLowerCase()}`;
  if (spec.timeline === 'public') return spec.local ? 'public:local' : 'public';
  return null;
}

function stored(settings: Record<string, unknown>, key: string): Record<string, unknown> {
  const all = isRecord(settings.columnOptions) ? settings.columnOptions : {};
  const one = all[key];
  return isRecord(one) ? one : {};
}

export function tagColumnOptions(settings: Record<string, unknown>, tag: string): TagColumnOptions {
  const o = stored(settings, `tag:${tag.toLowerCase()}`);
  const own = tag.toLowerCase();
  // The column's own tag in its lists would say nothing new (any, all) or hide everything (none).
  const others = (v: unknown) => names(v).filter((n) => n.toLowerCase() !== own);
  return { any: others(o.any), all: others(o.all), none: others(o.none), local: o.local === true };
}

export function publicColumnOptions(settings: Record<string, unknown>, local: boolean): PublicColumnOptions {
  const o = stored(settings, local ? 'public:local' : 'public');
  // Remote only makes no sense in the Local column.
  return { remote: !local && o.remote === true, onlyMedia: o.onlyMedia === true };
}

/** The timeline a column shows once its options are applied (the spec its view subscribes to). */
export function withColumnOptions(spec: TimelineSpec, settings: Record<string, unknown>): TimelineSpec {
  if (spec.timeline === 'tag') {
    const o = tagColumnOptions(settings, spec.tag);
    return {
      timeline: 'tag',
      tag: spec.tag,
      ...(o.any.length ? { any: o.any } : {}),
      ...(o.all.length ? { all: o.all } : {}),
      ...(o.none.length ? { none: o.none } : {}),
      ...(o.local ? { local: true } : {}),
    };
  }
  if (spec.timeline === 'public') {
    const o = publicColumnOptions(settings, spec.local === true);
    return {
      timeline: 'public',
      ...(spec.local ? { local: true } : {}),
      ...(o.remote ? { remote: true } : {}),
      ...(o.onlyMedia ? { onlyMedia: true } : {}),
    };
  }
  return spec;
}

/** The settings patch storing one column's options (settings.patch replaces top-level keys: the whole record). */
export function columnOptionsPatch(
  settings: Record<string, unknown>,
  key: string,
  options: Partial<TagColumnOptions> | Partial<PublicColumnOptions>,
): Record<string, unknown> {
  const all = isRecord(settings.columnOptions) ? settings.columnOptions : {};
  return { columnOptions: { ...all, [key]: { ...stored(settings, key), ...options } } };
}
