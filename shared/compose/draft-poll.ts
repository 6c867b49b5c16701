// A draft's poll and the rules of the specification about it (sections 3 and 5). Part of the draft model
// (draft.ts re-exports it); plain data, time passed in.
import { DEFAULT_POLL_EXPIRES_IN_S, POLL_EXPIRY_STEPS_S } from '../constants.ts';
import type { Poll } from '../wire/entities.ts';

export interface DraftPoll {
  options: string[];
  expiresIn: number;
  multiple: boolean;
}

/** The server's max_options when it does not say. */
export const DEFAULT_POLL_MAX_OPTIONS = 4;

/** Section 3: the default poll has two empty options, expires in 86400 s and is single choice. */
export function defaultPoll(): DraftPoll {
  return { options: ['', ''], expiresIn: DEFAULT_POLL_EXPIRES_IN_S, multiple: false };
}

/** Section 5: blank options are dropped; one blank option is kept or added while the count is below the server's
 *  max_options, with a minimum of 2 options. */
export function normalizePollOptions(options: readonly string[], maxOptions: number): string[] {
  const filled = options.filter((o) => o.trim() !== '');
  if (filled.length < maxOptions) filled.push('');
  while (filled.length < 2) filled.push('');
  return filled;
}

/** Section 5: an edited post's poll expiry, rounded up to the nearest step, else 86400 s. */
export function pollExpiryFromStatus(expiresAt: string | null | undefined, now: number): number {
  if (!expiresAt) return DEFAULT_POLL_EXPIRES_IN_S;
  const left = (Date.parse(expiresAt) - now) / 1000;
  if (!Number.isFinite(left)) return DEFAULT_POLL_EXPIRES_IN_S;
  return POLL_EXPIRY_STEPS_S.find((s) => s >= left) ?? DEFAULT_POLL_EXPIRES_IN_S;
}

/** A post's poll as a draft's: its options plus the blank one a new poll has while below the maximum. */
export function pollOf(poll: Poll, now: number, maxOptions = DEFAULT_POLL_MAX_OPTIONS): DraftPoll {
  return {
    options: normalizePollOptions(
      poll.options.map((o) => o.title),
      maxOptions,
    ),
    expiresIn: pollExpiryFromStatus(poll.expires_at, now),
    multiple: poll.multiple,
  };
}
