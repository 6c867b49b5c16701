// When the first part of a thread's context, read as its answer arrives (worker/api/read-ahead.ts), is enough to
// show: all its ancestors and at least a screenful of replies. The answer lists replies depth first (Mastodon's
// order), so its first replies are the first ones shown under the post.
import type { ArraysPrefix } from '../api/json-arrays-prefix.ts';
import type { ThreadContext } from './thread-view.ts';
import { FIRST_REPLIES } from './thread-view.ts';

const isPost = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string';

/** The context read so far when it is enough to show the post's first screenful, else null (wait for more, or
 *  for the whole answer: a short thread is shown whole). Elements that are not posts make it wait for the whole. */
export function firstPart(prefix: ArraysPrefix): ThreadContext | null {
  const { ancestors, descendants } = prefix.arrays;
  if (!prefix.closed.has('ancestors') || !ancestors || !descendants) return null;
  if (prefix.closed.has('descendants') || descendants.length < FIRST_REPLIES) return null;
  if (!ancestors.every(isPost) || !descendants.every(isPost)) return null;
  return { ancestors: [...ancestors], descendants: [...descendants] } as ThreadContext;
}
