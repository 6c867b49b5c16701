// The linear-time regex engine (re2js, some 50 kB gzipped) is needed only by users who typed a column pattern, so
// the core's first script does not carry it: it is fetched with a dynamic import() the first time a pattern exists
// (in the settings, or checked from the settings panel), and kept for the life of the core.
import type { RE2JS } from 're2js';
import type { TimelineSettings } from './timelineSettings.ts';

/** The engine's class, as compileUserRegex uses it. */
export type Re2 = typeof RE2JS;

let loaded: Re2 | null = null;
let pending: Promise<Re2> | null = null;

/** The engine if it has been fetched, else null (nothing is fetched). */
export const re2IfLoaded = (): Re2 | null => loaded;

/** Fetches the engine once; every caller shares the one import. A failed fetch may be retried by the next call. */
export function loadRe2(): Promise<Re2> {
  pending ??= import('re2js').then(
    (m) => {
      loaded = m.RE2JS;
      return m.RE2JS;
    },
    (e: unknown) => {
      pending = null;
      throw e;
    },
  );
  return pending;
}

/** Whether any column has a pattern, so the engine must be there before its posts are judged. */
export const settingsNeedRe2 = (settings: TimelineSettings): boolean =>
  Object.values(settings.regex ?? {}).some((body) => typeof body === 'string' && body.trim() !== '');
