// A long conversation for benchmarks and tests (issue 20, item 4: a thread of 750 replies must open about as fast as
// one of 10): a few ancestors, the focused post, then `replies` replies by the instance's local accounts, made
// through the world's one path for posts (createStatus), so the context endpoint orders and pages them as it does
// any thread. The shape is a real discussion's: every third reply answers the focused post, the others the reply
// before them (chains of sub-threads), some with a content warning. Deterministic: the same input makes the same
// thread.
import type { World } from './world.ts';

export interface LongThread {
  /** The focused post's id (the one a thread view opens at). */
  focusedId: string;
  /** Ancestors, oldest first. */
  ancestorIds: string[];
  /** Replies in the order they were made. */
  replyIds: string[];
}

const LINES = [
  'I think the second option is better.',
  'Agreed, but what about the edge cases?',
  'Here is a longer reply that wraps over a couple of lines, because real replies are not all one-liners and the rows should have different heights.',
  'Thanks for the write-up!',
  'Could you share the source?',
  'This reminds me of an old thread about the same thing.',
];

export function makeLongThread(
  w: World,
  opts: { replies: number; ancestors?: number; topic?: string },
): LongThread {
  const authors = [...w.accounts.values()].filter((a) => a.domain === null).map((a) => a.id);
  if (authors.length === 0) throw new Error('the world has no local accounts to write the thread');
  const topic = opts.topic ?? 'thread';
  const author = (i: number) => authors[i % authors.length]!;
  // Quiet: no stream event and no notification for each of hundreds of posts; the thread is read through the API.
  const quiet = { publish: false, notify: false };
  let start = w.now() - (opts.replies + (opts.ancestors ?? 0) + 2) * 1000;
  const at = () => (start += 1000);

  const ancestorIds: string[] = [];
  let parent: string | null = null;
  for (let i = 0; i < (opts.ancestors ?? 0); i++) {
    const s = w.createStatus(
      author(i),
      { text: `${topic}: ancestor ${i + 1}`, visibility: 'public', inReplyToId: parent, createdAt: at() },
      quiet,
    );
    ancestorIds.push(s.id);
    parent = s.id;
  }
  const focused = w.createStatus(
    author(opts.ancestors ?? 0),
    { text: `${topic}: the focused post`, visibility: 'public', inReplyToId: parent, createdAt: at() },
    quiet,
  );
  const replyIds: string[] = [];
  for (let i = 0; i < opts.replies; i++) {
    const to = i % 3 === 0 || replyIds.length === 0 ? focused.id : replyIds[replyIds.length - 1]!;
    const s = w.createStatus(
      author(i + 1),
      {
        text: `${LINES[i % LINES.length]} (${topic} reply ${i + 1})`,
        spoilerText: i % 17 === 5 ? 'Spoilers' : '',
        visibility: 'public',
        inReplyToId: to,
        createdAt: at(),
      },
      quiet,
    );
    replyIds.push(s.id);
  }
  return { focusedId: focused.id, ancestorIds, replyIds };
}
