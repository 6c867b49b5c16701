// The user's own timeline settings: `home.shows` (reblog, reply, quote) and a regex body per timeline. A user's
// regex can be invalid: it is reported as a message for the view and ignored, never thrown.
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import type { Status } from '../../shared/wire/entities.ts';
import { searchTextOf } from './searchText.ts';

export interface TimelineSettings {
  /** What the home timeline shows; a missing key means shown. */
  homeShows?: { reblog?: boolean; reply?: boolean; quote?: boolean };
  /** Regex bodies per timeline, keyed by view key (`timeline:tag=cats`) or by timeline name (`home`, `public`). */
  regex?: Record<string, string>;
}

export interface UserRegex {
  regex: RegExp | null;
  error: string | null;
}

export function compileUserRegex(body: string | undefined | null): UserRegex {
  const src = (body ?? '').trim();
  if (src === '') return { regex: null, error: null };
  try {
    return { regex: new RegExp(src, 'iu'), error: null };
  } catch (e) {
    return {
      regex: null,
      error: `Invalid regular expression in settings: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

export function regexBodyFor(
  settings: TimelineSettings,
  viewKey: string,
  spec: TimelineSpec,
): string | undefined {
  return settings.regex?.[viewKey] ?? settings.regex?.[spec.timeline];
}

/** False when the user's settings hide this post in this timeline. Own posts are always shown. */
export function shownBySettings(
  status: Status,
  spec: TimelineSpec,
  settings: TimelineSettings,
  regex: RegExp | null,
  me: string | null,
): boolean {
  const original = status.reblog ?? status;
  if (me !== null && status.account?.id === me) return true;
  if (spec.timeline === 'home') {
    const shows = settings.homeShows ?? {};
    if (shows.reblog === false && status.reblog) return false;
    // A reply to the signed-in user stays: it is part of a conversation with them.
    if (shows.reply === false && original.in_reply_to_id && original.in_reply_to_account_id !== me)
      return false;
    if (shows.quote === false && original.quote && original.quote.state === 'accepted') return false;
  }
  if (regex) {
    regex.lastIndex = 0;
    if (regex.test(searchTextOf(original))) return false;
  }
  return true;
}
