// The order of a thread's posts: ancestors oldest first, the focused post, then its descendants depth first (each
// reply straight after the post it answers, sibling replies oldest first). Replies whose parent is not in the
// thread (a post the server left out) come last, in the server's order, so nothing the server sent is dropped.
import type { Status } from '../../shared/wire/entities.ts';

type Post = Pick<Status, 'id' | 'in_reply_to_id' | 'created_at'>;

/** Oldest first: creation time, then id (ids of one server sort by time when of equal length). */
function older(a: Post, b: Post): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  if (a.id.length !== b.id.length) return a.id.length - b.id.length;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Descendants of `rootId` in reply order. */
export function replyOrder(rootId: string, descendants: readonly Post[]): string[] {
  const children = new Map<string, Post[]>();
  for (const d of descendants) {
    const parent = d.in_reply_to_id ?? '';
    const list = children.get(parent);
    if (list) list.push(d);
    else children.set(parent, [d]);
  }
  for (const list of children.values()) list.sort(older);
  const out: string[] = [];
  const seen = new Set<string>([rootId]);
  // Iterative depth-first walk: a deep reply chain must not overflow the stack.
  const stack: string[] = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id !== rootId) out.push(id);
    const kids = children.get(id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i] as Post;
      if (seen.has(k.id)) continue;
      seen.add(k.id);
      stack.push(k.id);
    }
  }
  for (const d of descendants) if (!seen.has(d.id)) out.push(d.id);
  return out;
}

/** Every post of the thread in display order. Ancestors keep the server's order (oldest first). */
export function threadOrder(
  focusedId: string,
  ancestors: readonly Post[],
  descendants: readonly Post[],
): string[] {
  const ids = ancestors.map((a) => a.id).filter((id) => id !== focusedId);
  ids.push(focusedId);
  const shown = new Set(ids);
  for (const id of replyOrder(focusedId, descendants)) {
    if (shown.has(id)) continue;
    shown.add(id);
    ids.push(id);
  }
  return ids;
}

/** Where a newly streamed reply goes: after its parent's last descendant already shown. -1 when its parent is
 *  not shown or is an ancestor (a reply to an ancestor is a side branch, not part of this view). */
export function insertionIndex(
  ids: readonly string[],
  focusedId: string,
  parentOf: (id: string) => string | null,
  reply: Pick<Status, 'in_reply_to_id'>,
): number {
  const parent = reply.in_reply_to_id;
  if (!parent) return -1;
  const focusedAt = ids.indexOf(focusedId);
  const at = ids.indexOf(parent);
  if (at < 0 || at < focusedAt) return -1;
  // The subtree of `parent` is the run of following posts whose parent chain reaches it.
  const inSubtree = (id: string): boolean => {
    let p = parentOf(id);
    for (let hops = 0; p !== null && hops < 1000; hops++) {
      if (p === parent) return true;
      p = parentOf(p);
    }
    return false;
  };
  let end = at + 1;
  while (end < ids.length && inSubtree(ids[end] as string)) end++;
  return end;
}

/**
 * How many of a thread's posts, in display order, make its first screenful: everything down to the focused post and
 * `replies` posts after it. The rest of a long thread is published after them (thread-view.ts), so a thread of 750
 * replies shows its post and first replies as soon as one of 10 does.
 */
export function firstScreenfulCount(order: readonly string[], focusedId: string, replies: number): number {
  const at = order.indexOf(focusedId);
  return at < 0 ? order.length : Math.min(order.length, at + 1 + Math.max(0, replies));
}

/** Whether every id of `part` is in `whole`, in the same order (rows published early keep their places when so). */
export function isInOrder(part: readonly string[], whole: readonly string[]): boolean {
  let at = 0;
  for (const id of part) {
    while (at < whole.length && whole[at] !== id) at++;
    if (at === whole.length) return false;
    at++;
  }
  return true;
}
