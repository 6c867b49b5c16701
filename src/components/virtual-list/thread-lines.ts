// Lines joining a reply to the post above it (issue 13). In a thread every reply shown right under its parent is
// joined (ancestors → the focused post → replies); in a timeline only a self-thread is (an author answering
// themself, as Mastodon and Phanpy draw it). A row's props never depend on its neighbours (a post inserted above
// must not re-render the rows below), so, like the feed positions, the joins are written as attributes on the
// rendered rows after each commit; the CSS (status.css) draws the lines from them.

export type ThreadLineMode = 'thread' | 'self' | 'none';

/** What a rendered row says about its post (from its data attributes); null for a row that is not a post. */
export interface ThreadLinePost {
  id: string;
  /** The post it answers; null when none (or a boost, which is never joined). */
  replyTo: string | null;
  author: string;
  /** The focused post of a thread: its facts sit under it, so no line leaves it downwards. */
  focused: boolean;
}

export interface ThreadJoin {
  /** Joined to the row above (a line from the top down to the avatar). */
  up: boolean;
  /** Joined to the row below (a line from under the avatar to the bottom). */
  down: boolean;
}

/** Threads join every reply under its parent; timelines only self-threads; other lists nothing. */
export function threadLineMode(view: string): ThreadLineMode {
  if (view.startsWith('thread:')) return 'thread';
  if (view.startsWith('timeline:')) return 'self';
  return 'none';
}

/** In a thread the reply is under its parent; a timeline runs newest first, so there a self-reply sits above the
 *  post it answers, and either order is joined. */
const joined = (above: ThreadLinePost | null, below: ThreadLinePost | null, mode: ThreadLineMode) => {
  if (above === null || below === null || above.focused) return false;
  if (mode === 'thread') return below.replyTo === above.id;
  return (
    mode === 'self' &&
    below.author === above.author &&
    (below.replyTo === above.id || above.replyTo === below.id)
  );
};

/** The join of each row with its neighbours, in order. */
export function threadJoins(posts: readonly (ThreadLinePost | null)[], mode: ThreadLineMode): ThreadJoin[] {
  return posts.map((post, i) => ({
    up: mode !== 'none' && joined(posts[i - 1] ?? null, post, mode),
    down: mode !== 'none' && joined(post, posts[i + 1] ?? null, mode),
  }));
}

/** Where each rendered row's post element is, found once per row rather than searched for at every commit (the
 *  list marks its rows after each one, a streamed post's included). Its attributes are read each time: React keeps
 *  the element and updates them (a filtered post shown anyway gains its author). */
const found = new WeakMap<Element, { first: Element | null; article: Element; focused: boolean }>();

function postElement(row: Element): { article: Element; focused: boolean } | null {
  const first = row.firstElementChild;
  const known = found.get(row);
  if (known && known.first === first && row.contains(known.article)) return known;
  const article = row.querySelector('article.status-row');
  if (!article) return null;
  const entry = { first, article, focused: row.querySelector('.detailed-status') !== null };
  found.set(row, entry);
  return entry;
}

function postOf(row: Element): ThreadLinePost | null {
  const el = postElement(row);
  const article = el?.article;
  const id = article?.getAttribute('data-status-id');
  const author = article?.getAttribute('data-author');
  if (!el || !article || !id || author === null || author === undefined) return null;
  return {
    id,
    replyTo: article.getAttribute('data-reply-to'),
    author,
    focused: el.focused,
  };
}

/** Writes `data-thread` ("up", "down", "up down") on the rendered rows, touching only what changed. */
export function markThreadLines(rows: HTMLCollection, mode: ThreadLineMode): void {
  const list = [...rows];
  const joins = threadJoins(
    list.map((el) => (mode === 'none' ? null : postOf(el))),
    mode,
  );
  list.forEach((el, i) => {
    const j = joins[i]!;
    const value = [j.up ? 'up' : '', j.down ? 'down' : ''].filter(Boolean).join(' ');
    if ((el.getAttribute('data-thread') ?? '') === value) return;
    if (value) el.setAttribute('data-thread', value);
    else el.removeAttribute('data-thread');
  });
}
