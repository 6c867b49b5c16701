// A gap's bounds are exact: `sinceId` is the post just below it, `maxId` the post just above it (null only while
// nothing is above it, i.e. it is the newest thing in the timeline). A fill asks the server for posts strictly
// between the two, and whatever the answer holds outside them is left out: a gap that had no upper bound when it
// was asked for may have got one since (posts streamed in above it), and posts newer than that bound are already
// shown or are on their way through the stream (or under a newer gap), so inserting them here would put them
// below newer posts. Plain functions over the wire posts, so the rules are testable without an engine.
import type { Status } from '../../shared/wire/entities.ts';
import { compareIds } from '../notifications/ids.ts';
import type { GapItem } from './types.ts';

/** What is left of a gap after an answer: nothing, the same gap (nothing it brought fits: ask again), or a gap
 *  below the oldest post brought (a full answer that did not reach the lower bound). */
export type GapRest = { kind: 'closed' } | { kind: 'unchanged' } | { kind: 'below'; maxId: string };

export interface GapFill {
  /** The answer's posts that belong in the gap, newest first. */
  inside: Status[];
  rest: GapRest;
}

/** True when `id` lies strictly between the gap's bounds. */
export function insideGap(gap: Pick<GapItem, 'sinceId' | 'maxId'>, id: string): boolean {
  if (gap.sinceId !== null && compareIds(id, gap.sinceId) <= 0) return false;
  if (gap.maxId !== null && compareIds(id, gap.maxId) >= 0) return false;
  return true;
}

/**
 * What a gap becomes after an answer. The answer holds the newest posts of the range asked for (since_id
 * semantics), at most `limit` of them; the ones inside the gap's bounds are the newest of the gap, down to the
 * oldest one brought, so a full answer that did not reach the lower bound leaves the part below that post missing.
 */
export function fillFromAnswer(
  gap: Pick<GapItem, 'sinceId' | 'maxId'>,
  statuses: readonly Status[],
  limit: number,
): GapFill {
  const inside = statuses.filter((s) => insideGap(gap, s.id));
  const since = gap.sinceId;
  const reachedBottom = since !== null && statuses.some((s) => compareIds(s.id, since) <= 0);
  if (statuses.length < limit || reachedBottom) return { inside, rest: { kind: 'closed' } };
  const oldest = inside[inside.length - 1];
  return { inside, rest: oldest ? { kind: 'below', maxId: oldest.id } : { kind: 'unchanged' } };
}
