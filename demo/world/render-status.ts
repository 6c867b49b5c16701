// Statuses → wire JSON for one viewer, exactly in the real server's shape: media, poll, preview card, quote,
// the viewer's flags and the filter results a real server attaches.
import { quoteApprovalFor } from '../../shared/compose/quote-rules.ts';
import type {
  Account,
  Filter,
  FilterResult,
  MediaAttachment,
  Poll,
  PreviewCard,
  Quote,
  Status,
} from '../../shared/wire/entities.ts';
import { type PlayableFile, playableFor } from '../media/demo-media.ts';
import type { FilterRec, MediaRec, PollRec, StatusRec } from './model.ts';
import { accountUrl, emojisIn, iso, renderAccount } from './render-account.ts';
import { formatText } from './text.ts';
import type { World } from './world.ts';

/** The websites of the seeded applications, as their registrations give them (Mastodon's own web UI has none). */
const APP_WEBSITES: Record<string, string> = { Tusky: 'https://tusky.app' };

/** Mastodon's meta.original of a video or audio file (audio has no picture, so no width or height). */
function playableMeta(f: PlayableFile) {
  const picture =
    f.width > 0
      ? { width: f.width, height: f.height, size: `${f.width}x${f.height}`, aspect: f.width / f.height }
      : {};
  return { ...picture, duration: f.durationS, bitrate: Math.round((f.bytes.length * 8) / f.durationS) };
}

export function renderMedia(w: World, m: MediaRec): MediaAttachment & Record<string, unknown> {
  const ready = m.processingPolls <= 0;
  const ext = m.type === 'image' ? 'svg' : m.type === 'audio' ? 'wav' : 'webm';
  // Video, GIFV and audio are the demo's real small files (demo/media/): their meta describes those.
  const playable = playableFor(m.type);
  const base = `${w.origin}/system/media_attachments/files/${m.id}`;
  const small = { width: 400, height: Math.round((400 * m.height) / Math.max(1, m.width)) };
  return {
    id: m.id,
    type: m.type,
    url: ready ? `${base}/original/${m.look}.${ext}` : null,
    // A thumbnail sent for it is its preview (a new address per version, so no cache shows the old one).
    preview_url: m.thumbnail
      ? `${base}/thumbnail/${m.thumbnail.version}`
      : m.type === 'audio' && !ready
        ? null
        : `${base}/small/${m.look}.svg`,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: {
      original: playable
        ? playableMeta(playable)
        : {
            width: m.width,
            height: m.height,
            size: `${m.width}x${m.height}`,
            aspect: m.width / Math.max(1, m.height),
            ...(m.duration !== null ? { duration: m.duration } : {}),
          },
      small: { ...small, size: `${small.width}x${small.height}`, aspect: m.width / Math.max(1, m.height) },
      ...(m.focus ? { focus: m.focus } : {}),
    } as MediaAttachment['meta'],
    description: m.description,
    blurhash: m.blurhash,
  };
}

export function renderPoll(w: World, p: PollRec, viewer: string | null): Poll & Record<string, unknown> {
  const counts = p.options.map((_, i) => p.baseVotes[i] ?? 0);
  for (const choice of p.votes.values()) for (const c of choice) counts[c] = (counts[c] ?? 0) + 1;
  const votesCount = counts.reduce((a, b) => a + b, 0);
  const expired = p.expiresAt !== null && p.expiresAt <= w.now();
  const own = viewer ? p.votes.get(viewer) : undefined;
  return {
    id: p.id,
    expires_at: p.expiresAt !== null ? iso(p.expiresAt) : null,
    expired,
    multiple: p.multiple,
    votes_count: votesCount,
    voters_count: p.multiple ? p.baseVoters + p.votes.size : votesCount,
    options: p.options.map((title, i) => ({ title, votes_count: counts[i] ?? 0 })),
    emojis: emojisIn(w, ...p.options),
    ...(viewer ? { voted: own !== undefined, own_votes: own ?? [] } : {}),
  };
}

export function renderCard(s: Pick<StatusRec, 'card'>): PreviewCard | null {
  const c = s.card;
  if (!c) return null;
  return {
    url: c.url,
    title: c.title,
    description: c.description,
    language: 'en',
    type: c.type,
    author_name: c.authorName,
    author_url: c.authorUrl,
    authors: c.authorName ? [{ name: c.authorName, url: c.authorUrl, account: null }] : [],
    provider_name: c.providerName,
    provider_url: c.providerUrl,
    html: c.html,
    width: c.width,
    height: c.height,
    image: c.image,
    image_description: '',
    embed_url: c.embedUrl,
    blurhash: c.blurhash,
    published_at: null,
  } as PreviewCard;
}

export function renderFilter(f: FilterRec): Filter {
  return {
    id: f.id,
    title: f.title,
    context: f.context,
    expires_at: f.expiresAt !== null ? iso(f.expiresAt) : null,
    filter_action: f.action,
    keywords: f.keywords.map((k) => ({ id: k.id, keyword: k.keyword, whole_word: k.wholeWord })),
    statuses: f.statuses.map((x) => ({ id: x.id, status_id: x.statusId })),
  };
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each keyword's pattern, compiled once: a list of hundreds of posts must not compile it again for each. */
const keywordPatterns = new Map<string, RegExp>();
function keywordPattern(keyword: string, wholeWord: boolean): RegExp {
  const key = `${wholeWord ? 'w' : 'p'}${keyword}`;
  let re = keywordPatterns.get(key);
  if (!re) {
    const body = escapeRegex(keyword);
    // No `g` flag: test() keeps no state between posts.
    re = wholeWord
      ? new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'iu')
      : new RegExp(body, 'iu');
    if (keywordPatterns.size > 5000) keywordPatterns.clear();
    keywordPatterns.set(key, re);
  }
  return re;
}

/** The viewer's filters in force, looked up once per answer (every user's filters are in one table). */
function viewerFilters(w: World, viewer: string, memo: RenderMemo | undefined): FilterRec[] {
  if (memo?.filters) return memo.filters;
  const now = w.now();
  const mine = [...w.filters.values()].filter(
    (f) => f.ownerId === viewer && (f.expiresAt === null || f.expiresAt > now),
  );
  if (memo) memo.filters = mine;
  return mine;
}

/** Filter results for a viewer, as the real server attaches them to each status. */
function filterResults(w: World, s: StatusRec, viewer: string | null, memo?: RenderMemo): FilterResult[] {
  if (!viewer) return [];
  const out: FilterResult[] = [];
  const plain = `${s.spoilerText}\n${s.text}\n${s.mediaIds.map((m) => w.media.get(m)?.description ?? '').join('\n')}`;
  for (const f of viewerFilters(w, viewer, memo)) {
    const keywordMatches = f.keywords
      .filter((k) => keywordPattern(k.keyword, k.wholeWord).test(plain))
      .map((k) => k.keyword);
    const statusMatches = f.statuses.filter((x) => x.statusId === s.id).map((x) => x.statusId);
    if (keywordMatches.length || statusMatches.length) {
      out.push({
        filter: renderFilter(f),
        keyword_matches: keywordMatches.length ? keywordMatches : null,
        status_matches: statusMatches.length ? statusMatches : null,
      });
    }
  }
  return out;
}

/** How the post's quote policy applies to the viewer (Mastodon 4.5), by the shared rule. */
function quoteApprovalOf(w: World, s: StatusRec, viewer: string | null) {
  return quoteApprovalFor(
    { policy: s.quotePolicy ?? 'public', visibility: s.visibility, own: viewer === s.accountId },
    { signedIn: viewer !== null, follows: viewer !== null && w.isFollowing(viewer, s.accountId) },
  );
}

export interface RenderOptions {
  /** The DELETE answer: `text` instead of `content`. */
  deleted?: boolean;
  /** Nesting depth of quotes: a quote inside a quote is shallow. */
  depth?: number;
  /** Shared by the posts of one answer (renderStatuses). */
  memo?: RenderMemo;
}

/** What the posts of one answer share: each author rendered once (an account's JSON does not depend on the viewer),
 *  however many of the answer's posts are theirs. Lives as long as the answer, so nothing in it goes stale. */
export interface RenderMemo {
  accounts: Map<string, Account & Record<string, unknown>>;
  /** The viewer's filters in force, once asked for. */
  filters?: FilterRec[];
}

function accountOf(w: World, id: string, memo: RenderMemo | undefined): Account & Record<string, unknown> {
  if (!memo) return renderAccount(w, id);
  let account = memo.accounts.get(id);
  if (!account) {
    account = renderAccount(w, id);
    memo.accounts.set(id, account);
  }
  return account;
}

/** A post's text as HTML, formatted once per version of it: mentions resolve as they did when the post was first
 *  shown, as a real server's stored HTML does, and a thread of hundreds of posts does not format each again. */
const formattedHtml = new WeakMap<StatusRec, { text: string; origin: string; html: string }>();
function contentHtml(w: World, s: StatusRec): string {
  const cached = formattedHtml.get(s);
  if (cached && cached.text === s.text && cached.origin === w.origin) return cached.html;
  const html = formatText(s.text, (acct) => w.lookup(acct), w).html;
  formattedHtml.set(s, { text: s.text, origin: w.origin, html });
  return html;
}

/** The posts of one answer (a thread's context, a page of a timeline) for one viewer, sharing their renderings. */
export function renderStatuses(
  w: World,
  posts: readonly Pick<StatusRec, 'id'>[],
  viewer: string | null,
): (Status & Record<string, unknown>)[] {
  const memo: RenderMemo = { accounts: new Map() };
  return posts.map((p) => renderStatus(w, p.id, viewer, { memo }));
}

export function renderStatus(
  w: World,
  id: string,
  viewer: string | null,
  opts: RenderOptions = {},
): Status & Record<string, unknown> {
  const s = w.statuses.get(id);
  if (!s) throw new Error(`no status ${id}`);
  const author = w.account(s.accountId);
  const depth = opts.depth ?? 0;
  const memo = opts.memo;
  const reblog = s.reblogOfId ? renderStatus(w, s.reblogOfId, viewer, { depth, memo }) : null;
  const url = author.domain
    ? `https://${author.domain}/@${author.username}/${s.id}`
    : `${w.origin}/@${author.username}/${s.id}`;
  const uri = author.domain
    ? `https://${author.domain}/users/${author.username}/statuses/${s.id}`
    : `${w.origin}/users/${author.username}/statuses/${s.id}`;
  let quote: Quote | null = null;
  if (s.quoteOfId) {
    const q = w.statuses.get(s.quoteOfId);
    if (!q || q.deleted) quote = { state: 'deleted', quoted_status: null };
    else if (!w.canSee(viewer, q)) quote = { state: 'unauthorized', quoted_status: null };
    else if (depth >= 1) quote = { state: 'accepted', quoted_status_id: q.id } as Quote;
    else
      quote = { state: 'accepted', quoted_status: renderStatus(w, q.id, viewer, { depth: depth + 1, memo }) };
  }
  const poll = s.pollId ? w.polls.get(s.pollId) : undefined;
  const flags = viewer
    ? {
        favourited: s.favouritedBy.has(viewer),
        reblogged: [...s.reblogIds].some((r) => {
          const b = w.statuses.get(r);
          return b !== undefined && !b.deleted && b.accountId === viewer;
        }),
        muted: s.mutedBy.has(viewer),
        bookmarked: s.bookmarkedBy.has(viewer),
        ...(s.accountId === viewer && !s.reblogOfId && s.visibility !== 'direct' ? { pinned: s.pinned } : {}),
      }
    : {};
  const out: Status & Record<string, unknown> = {
    id: s.id,
    created_at: iso(s.createdAt),
    in_reply_to_id: s.inReplyToId,
    in_reply_to_account_id: s.inReplyToAccountId,
    sensitive: s.sensitive,
    spoiler_text: s.spoilerText,
    visibility: s.visibility,
    language: s.reblogOfId ? null : s.language,
    uri,
    url: s.reblogOfId ? null : url,
    replies_count: s.repliesCount,
    reblogs_count: s.reblogIds.size + s.extraReblogs,
    favourites_count: s.favouritedBy.size + s.extraFavourites,
    quotes_count: s.quotesCount,
    edited_at: s.editedAt !== null ? iso(s.editedAt) : null,
    ...flags,
    content: s.reblogOfId ? '' : contentHtml(w, s),
    filtered: filterResults(w, s, viewer, memo),
    reblog,
    application: s.application ? { name: s.application, website: APP_WEBSITES[s.application] ?? null } : null,
    account: accountOf(w, s.accountId, memo),
    media_attachments: s.mediaIds.flatMap((m) => {
      const rec = w.media.get(m);
      return rec ? [renderMedia(w, rec)] : [];
    }),
    mentions: s.mentionIds.map((mid) => {
      const a = w.account(mid);
      return { id: a.id, username: a.username, url: accountUrl(w, mid), acct: w.acctOf(a) };
    }),
    tags: s.tags.map((t) => ({
      name: t.toLowerCase(),
      url: `${w.origin}/tags/${encodeURIComponent(t.toLowerCase())}`,
    })),
    emojis: emojisIn(w, s.text, s.spoilerText),
    quote,
    quote_approval: s.reblogOfId ? null : quoteApprovalOf(w, s, viewer),
    card: renderCard(s),
    poll: poll ? renderPoll(w, poll, viewer) : null,
  };
  if (opts.deleted) {
    // The DELETE answer: the plain source for redrafting instead of the HTML.
    const { content: _html, ...withoutContent } = out;
    return { ...withoutContent, text: s.text } as Status & Record<string, unknown>;
  }
  return out;
}
