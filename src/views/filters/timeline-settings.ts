// The per-column settings panel as plain data. The keys are the ones the core reads (worker/filters/
// timelineSettings.ts, readTimelineSettings): `homeShows` { reblog, reply, quote } for home, and `regex`, the
// regex body per timeline keyed by the column's view key (the key its store and the core's engine use). Patches go
// through the `settings.patch` intent, which replaces top-level keys: each patch carries the whole `homeShows` or
// `regex` object.
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import type { MessageId } from '../../i18n/index.ts';

export type ShowKey = 'reblog' | 'reply' | 'quote';

export const SHOW_CHOICES: readonly { key: ShowKey; label: MessageId }[] = [
  { key: 'reblog', label: 'filters.showBoosts' },
  { key: 'reply', label: 'filters.showReplies' },
  { key: 'quote', label: 'filters.showQuotes' },
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface PanelValues {
  /** Only for home; a missing setting means shown. */
  shows: Record<ShowKey, boolean> | null;
  regex: string;
}

export function panelValues(settings: Record<string, unknown>, spec: ViewSpec, view: string): PanelValues {
  const isHome = spec.kind === 'timeline' && spec.timeline === 'home';
  const raw = isRecord(settings.homeShows) ? settings.homeShows : {};
  const shows = isHome
    ? {
        reblog: raw.reblog !== false,
        reply: raw.reply !== false,
        quote: raw.quote !== false,
      }
    : null;
  const bodies = isRecord(settings.regex) ? settings.regex : {};
  const body = bodies[view];
  return { shows, regex: typeof body === 'string' ? body : '' };
}

export function showsPatch(
  settings: Record<string, unknown>,
  key: ShowKey,
  value: boolean,
): Record<string, unknown> {
  const current = isRecord(settings.homeShows) ? settings.homeShows : {};
  return { homeShows: { ...current, [key]: value } };
}

/** The patch setting (or, when blank, removing) this column's regex body. */
export function regexPatch(
  settings: Record<string, unknown>,
  view: string,
  body: string,
): Record<string, unknown> {
  const current = isRecord(settings.regex) ? { ...settings.regex } : {};
  if (body.trim() === '') delete current[view];
  else current[view] = body;
  return { regex: current };
}
