// The user's own timeline settings: `home.shows` (reblog, reply, quote) and a regex body per timeline. A user's
// regex is compiled by userRegex.ts (linear-time engine); one that cannot be used is reported as a message for the
// view and ignored, never thrown.
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Status } from '../../shared/wire/entities.ts';
import type { TextTest } from './keywordMatcher.ts';
import { searchTextOf } from './searchText.ts';

export interface TimelineSettings {
  /** What the home timeline shows; a missing key means shown. */
  homeShows?: { reblog?: boolean; reply?: boolean; quote?: boolean };
  /** Regex bodies per timeline, keyed by view key (`timeline:tag=cats`) or by timeline name (`home`, `public`). */
  regex?: Record<string, string>;
}

export function regexBodyFor(
  settings: TimelineSettings,
  viewKey: string,
  spec: TimelineSpec,
): string | undefined {
  return settings.regex?.[viewKey] ?? settings.regex?.[spec.timeline];
}

/** No `homeShows`: everything shown (one object for all posts, none made per post). */
const SHOWS_ALL: NonNullable<TimelineSettings['homeShows']> = Object.freeze({});

/** False when the user's settings hide this post in this timeline. Own posts are always shown. */
export function shownBySettings(
  status: Status,
  spec: TimelineSpec,
  settings: TimelineSettings,
  regex: TextTest | null,
  me: string | null,
): boolean {
  const original = status.reblog ?? status;
  if (me !== null && status.account?.id === me) return true;
  if (spec.timeline === 'home') {
    const shows = settings.homeShows ?? SHOWS_ALL;
    if (shows.reblog === false && status.reblog) return false;
    // A reply to the signed-in user stays: it is part of a conversation with them.
    if (shows.reply === false && original.in_reply_to_id && original.in_reply_to_account_id !== me)
      return false;
    if (shows.quote === false && original.quote && original.quote.state === 'accepted') return false;
  }
  if (regex?.test(searchTextOf(original))) return false;
  return true;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The timeline part of the core's settings record (section 3): `homeShows` ({ reblog, reply, quote }, booleans) and
 * `regex` (bodies keyed as regexBodyFor reads them), the same keys as TimelineSettings. Reading is total: a value of
 * the wrong type is left out, so a record written by hand or by another build never breaks a timeline.
 */
export function readTimelineSettings(record: Record<string, unknown> | null | undefined): TimelineSettings {
  const out: TimelineSettings = {};
  const shows = record?.homeShows;
  if (isRecord(shows)) {
    const homeShows: NonNullable<TimelineSettings['homeShows']> = {};
    for (const k of ['reblog', 'reply', 'quote'] as const)
      if (typeof shows[k] === 'boolean') homeShows[k] = shows[k] as boolean;
    out.homeShows = homeShows;
  }
  const regex = record?.regex;
  if (isRecord(regex)) {
    const bodies: Record<string, string> = {};
    for (const [k, v] of Object.entries(regex)) if (typeof v === 'string' && v.trim() !== '') bodies[k] = v;
    out.regex = bodies;
  }
  return out;
}
