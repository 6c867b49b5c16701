// World records → wire JSON, for one viewer (null = anonymous), exactly in the real server's shapes.
// Also the Publisher that serializes world changes onto the bus with the stream keys a real server uses.
import type {
  Account,
  CustomEmoji,
  Filter,
  FilterResult,
  MediaAttachment,
  Notification,
  Poll,
  PreviewCard,
  Quote,
  Relationship,
  Status,
} from '../../shared/wire/entities.ts';
import { wireGroupKey } from './group-key.ts';
import type { ConversationRec, FilterRec, MediaRec, NotificationRec, PollRec, StatusRec } from './model.ts';
import { formatText, shortcodesIn } from './text.ts';
import type { Publisher, World } from './world.ts';

export const iso = (ms: number): string => new Date(ms).toISOString();
const isoDay = (ms: number): string => iso(ms).slice(0, 10);

export function renderEmoji(w: World, shortcode: string, category: string | null = null): CustomEmoji {
  const url = `${w.origin}/system/custom_emojis/${shortcode}.svg`;
  return { shortcode, url, static_url: url, visible_in_picker: true, category };
}

const emojisIn = (w: World, ...texts: string[]): CustomEmoji[] => {
  const known = new Map(w.customEmojis.map((e) => [e.shortcode, e.category]));
  const out: CustomEmoji[] = [];
  for (const code of new Set(texts.flatMap(shortcodesIn))) {
    if (known.has(code)) out.push(renderEmoji(w, code, known.get(code) ?? null));
  }
  return out;
};

export function accountUrl(w: World, id: string): string {
  const a = w.account(id);
  return a.domain ? `https://${a.domain}/@${a.username}` : `${w.origin}/@${a.username}`;
}

export function avatarUrl(w: World, id: string): string {
  return `${w.origin}/system/accounts/avatars/${id}.svg`;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Profile notes are plain text turned into HTML like posts (links, mentions, tags); memoized per text. */
const noteCache = new Map<string, string>();
function noteHtml(w: World, note: string): string {
  if (!note) return '';
  const key = `${w.origin}\n${note}`;
  let html = noteCache.get(key);
  if (html === undefined) {
    html = formatText(note, (acct) => w.lookup(acct), w).html;
    if (noteCache.size > 5000) noteCache.clear();
    noteCache.set(key, html);
  }
  return html;
}

export function renderAccount(w: World, id: string, depth = 0): Account & Record<string, unknown> {
  const a = w.account(id);
  const avatar = avatarUrl(w, id);
  const header = `${w.origin}/system/accounts/headers/${id}.svg`;
  const url = accountUrl(w, id);
  return {
    id: a.id,
    username: a.username,
    acct: w.acctOf(a),
    display_name: a.displayName,
    locked: a.locked,
    bot: a.bot,
    discoverable: a.discoverable,
    indexable: a.discoverable,
    group: a.group,
    created_at: `${isoDay(a.createdAt)}T00:00:00.000Z`,
    note: noteHtml(w, a.note),
    url,
    uri: a.domain ? `https://${a.domain}/users/${a.username}` : `${w.origin}/users/${a.username}`,
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: w.followersCount(id),
    following_count: w.followingCount(id),
    statuses_count: a.statusesCount,
    last_status_at: a.lastStatusAt ? isoDay(a.lastStatusAt) : null,
    hide_collections: false,
    noindex: false,
    emojis: emojisIn(w, a.displayName, a.note, ...a.fields.map((f) => f.name + f.value)),
    roles: a.domain ? [] : a.roles,
    fields: a.fields.map((f) => ({
      name: f.name,
      value: /^https?:\/\/[^\s"<>]+$/.test(f.value)
        ? `<a href="${f.value}" target="_blank" rel="nofollow noopener me" translate="no">${f.value.replace(/^https?:\/\//, '')}</a>`
        : escapeHtml(f.value),
      verified_at: f.verifiedAt ? iso(f.verifiedAt) : null,
    })),
    ...(a.movedToId && depth === 0 ? { moved: renderAccount(w, a.movedToId, depth + 1) } : {}),
  };
}

export function renderCredentialAccount(w: World, id: string): Record<string, unknown> {
  const a = w.account(id);
  return {
    ...renderAccount(w, id),
    source: {
      privacy: 'public',
      sensitive: false,
      language: 'en',
      note: a.note,
      fields: a.fields.map((f) => ({
        name: f.name,
        value: f.value,
        verified_at: f.verifiedAt ? iso(f.verifiedAt) : null,
      })),
      follow_requests_count: [...w.followRequests.values()].filter((e) => e.to === id).length,
      hide_collections: false,
      discoverable: a.discoverable,
      indexable: a.discoverable,
      attribution_domains: [],
    },
    role: { id: '-99', name: '', permissions: '65536', color: '', highlighted: false },
  };
}

export function renderMedia(w: World, m: MediaRec): MediaAttachment & Record<string, unknown> {
  const ready = m.processingPolls <= 0;
  const ext = m.type === 'image' ? 'svg' : m.type === 'audio' ? 'mp3' : 'mp4';
  const base = `${w.origin}/system/media_attachments/files/${m.id}`;
  const small = { width: 400, height: Math.round((400 * m.height) / Math.max(1, m.width)) };
  return {
    id: m.id,
    type: m.type,
    url: ready ? `${base}/original/${m.look}.${ext}` : null,
    preview_url: m.type === 'audio' && !ready ? null : `${base}/small/${m.look}.svg`,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: {
      original: {
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

function renderCard(s: StatusRec): PreviewCard | null {
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

/** Filter results for a viewer, as the real server attaches them to each status. */
function filterResults(w: World, s: StatusRec, viewer: string | null): FilterResult[] {
  if (!viewer) return [];
  const out: FilterResult[] = [];
  const plain = `${s.spoilerText}\n${s.text}\n${s.mediaIds.map((m) => w.media.get(m)?.description ?? '').join('\n')}`;
  for (const f of w.filters.values()) {
    if (f.ownerId !== viewer) continue;
    if (f.expiresAt !== null && f.expiresAt <= w.now()) continue;
    const keywordMatches = f.keywords
      .filter((k) => {
        const body = escapeRegex(k.keyword);
        const re = k.wholeWord
          ? new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'iu')
          : new RegExp(body, 'iu');
        return re.test(plain);
      })
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

export interface RenderOptions {
  /** The DELETE answer: `text` instead of `content`. */
  deleted?: boolean;
  /** Nesting depth of quotes: a quote inside a quote is shallow. */
  depth?: number;
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
  const reblog = s.reblogOfId ? renderStatus(w, s.reblogOfId, viewer, { depth }) : null;
  const formatted = formatText(s.text, (acct) => w.lookup(acct), w);
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
    else quote = { state: 'accepted', quoted_status: renderStatus(w, q.id, viewer, { depth: depth + 1 }) };
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
    content: s.reblogOfId ? '' : formatted.html,
    filtered: filterResults(w, s, viewer),
    reblog,
    application: s.application ? { name: s.application, website: null } : null,
    account: renderAccount(w, s.accountId),
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

export function renderRelationship(
  w: World,
  viewer: string,
  id: string,
): Relationship & Record<string, unknown> {
  const follow = w.followEdge(viewer, id);
  const target = w.accounts.get(id);
  const mute = w.mutes.get(`${viewer}>${id}`);
  return {
    id,
    following: follow !== undefined,
    showing_reblogs: follow?.reblogs ?? false,
    notifying: follow?.notify ?? false,
    languages: null,
    followed_by: w.isFollowing(id, viewer),
    blocking: w.isBlocking(viewer, id),
    blocked_by: w.isBlocking(id, viewer),
    muting: w.isMuting(viewer, id),
    muting_notifications: w.isMuting(viewer, id) && (mute?.hideNotifications ?? false),
    muting_expires_at: mute?.expiresAt != null ? iso(mute.expiresAt) : null,
    requested: w.isRequested(viewer, id),
    requested_by: w.isRequested(id, viewer),
    domain_blocking: w.isDomainBlocking(viewer, target?.domain ?? null),
    endorsed: w.isEndorsing(viewer, id),
    note: w.note(viewer, id),
  };
}

function notificationPayload(w: World, n: NotificationRec): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (n.reportId) {
    const r = w.reports.get(n.reportId);
    if (r) {
      extra.report = {
        id: r.id,
        action_taken: false,
        action_taken_at: null,
        category: r.category,
        comment: r.comment,
        forwarded: false,
        created_at: iso(r.createdAt),
        status_ids: r.statusIds,
        rule_ids: null,
        target_account: renderAccount(w, r.targetId),
      };
    }
  }
  if (n.warningId) {
    const x = w.warnings.get(n.warningId);
    if (x) {
      extra.moderation_warning = {
        id: x.id,
        action: x.action,
        text: x.text,
        status_ids: null,
        target_account: renderAccount(w, x.targetId),
        appeal: null,
        created_at: iso(x.createdAt),
      };
    }
  }
  if (n.eventId) {
    const e = w.severances.get(n.eventId);
    if (e) {
      extra.event = {
        id: e.id,
        type: e.type,
        purged: false,
        target_name: e.targetName,
        followers_count: e.followersCount,
        following_count: e.followingCount,
        created_at: iso(e.createdAt),
      };
    }
  }
  if (n.type === 'annual_report') extra.annual_report = { year: n.year ?? 2025 };
  return extra;
}

export function renderNotification(
  w: World,
  n: NotificationRec,
  viewer: string,
): Notification & Record<string, unknown> {
  return {
    id: n.id,
    type: n.type,
    created_at: iso(n.createdAt),
    group_key: wireGroupKey(n.groupKey, n.id),
    account: renderAccount(w, n.fromId),
    ...(n.statusId && w.statuses.has(n.statusId) ? { status: renderStatus(w, n.statusId, viewer) } : {}),
    ...notificationPayload(w, n),
  };
}

/** The group-level extras (report, event, moderation_warning) for grouped notifications. */
export const notificationExtras = notificationPayload;

export function renderConversation(w: World, c: ConversationRec): Record<string, unknown> {
  const last = w.statuses.get(c.lastStatusId);
  return {
    id: c.id,
    unread: c.unread,
    accounts: c.participantIds.map((p) => renderAccount(w, p)),
    last_status: last && !last.deleted ? renderStatus(w, last.id, c.ownerId) : null,
  };
}

/** An announcement as one user sees it (read, own reactions). */
export function renderAnnouncement(w: World, id: string, viewer: string | null): Record<string, unknown> {
  const a = w.announcements.get(id);
  if (!a) throw new Error(`no announcement ${id}`);
  const emojiCodes = new Set(w.customEmojis.map((e) => e.shortcode));
  return {
    id: a.id,
    content: a.content,
    starts_at: a.startsAt !== null ? iso(a.startsAt) : null,
    ends_at: a.endsAt !== null ? iso(a.endsAt) : null,
    all_day: a.allDay,
    published_at: iso(a.publishedAt),
    updated_at: iso(a.updatedAt),
    ...(viewer ? { read: a.readBy.has(viewer) } : {}),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    reactions: [...a.reactions.entries()]
      .filter(([, x]) => x.by.size + x.extra > 0)
      .map(([name, x]) => ({
        name,
        count: x.by.size + x.extra,
        ...(viewer ? { me: x.by.has(viewer) } : {}),
        ...(emojiCodes.has(name)
          ? { url: renderEmoji(w, name).url, static_url: renderEmoji(w, name).static_url }
          : {}),
      })),
  };
}

// ---- publishing onto the bus ----------------------------------------------------------------------------------

/** Stream keys a status goes to, besides the per-user home streams. */
function publicStreams(w: World, s: StatusRec): string[] {
  const original = s.reblogOfId ? w.statuses.get(s.reblogOfId) : s;
  if (!original) return [];
  const author = w.account(s.accountId);
  const keys: string[] = [];
  if (s.visibility !== 'public') return keys;
  const replyToOther = s.inReplyToId !== null && s.inReplyToAccountId !== s.accountId;
  const local = author.domain === null;
  const hasMedia = original.mediaIds.length > 0;
  // Boosts go to home streams only, as on a real server.
  if (!s.reblogOfId) {
    if (!replyToOther) {
      keys.push('public', local ? 'public:local' : 'public:remote');
      if (hasMedia) keys.push('public:media', local ? 'public:local:media' : 'public:remote:media');
    }
    for (const t of s.tags) {
      keys.push(`hashtag:${t.toLowerCase()}`);
      if (local) keys.push(`hashtag:local:${t.toLowerCase()}`);
    }
  }
  return keys;
}

/** Local accounts whose home (and lists) get this status: followers, the author, mentioned people. */
function homeRecipients(w: World, s: StatusRec): string[] {
  const out = new Set<string>();
  const author = w.account(s.accountId);
  if (!author.domain) out.add(s.accountId);
  if (s.visibility === 'direct') {
    for (const m of s.mentionIds) if (!w.account(m).domain && w.isFollowing(m, s.accountId)) out.add(m);
    return [...out];
  }
  for (const follower of w.followersOf(s.accountId)) {
    if (w.account(follower).domain) continue;
    if (s.reblogOfId && w.followEdge(follower, s.accountId)?.reblogs === false) continue;
    out.add(follower);
  }
  for (const m of s.mentionIds) if (!w.account(m).domain) out.add(m);
  return [...out].filter((r) => !w.isBlocking(r, s.accountId) && !w.isMuting(r, s.accountId));
}

function listStreams(w: World, s: StatusRec): string[] {
  if (s.visibility === 'direct') return [];
  const keys: string[] = [];
  for (const l of w.lists.values()) {
    if (l.accountIds.has(s.accountId) && w.isFollowing(l.ownerId, s.accountId)) keys.push(`list:${l.id}`);
  }
  return keys;
}

function emitStatus(w: World, s: StatusRec, event: string): void {
  const recipients = homeRecipients(w, s);
  const sessionUsers = recipients.filter((r) => w.sessionAccounts.has(r));
  const anonymousKeys = [
    ...recipients.filter((r) => !w.sessionAccounts.has(r)).map((r) => `user:${r}`),
    ...publicStreams(w, s),
  ];
  const lists = listStreams(w, s);
  if (anonymousKeys.length) {
    w.bus.emit('stream', {
      streams: anonymousKeys,
      event,
      payload: JSON.stringify(renderStatus(w, s.id, null)),
    });
  }
  for (const r of sessionUsers) {
    const own = lists.filter((k) => w.lists.get(k.slice(5))?.ownerId === r);
    w.bus.emit('stream', {
      streams: [`user:${r}`, ...own],
      event,
      payload: JSON.stringify(renderStatus(w, s.id, r)),
    });
  }
  const otherLists = lists.filter((k) => !sessionUsers.includes(w.lists.get(k.slice(5))?.ownerId ?? ''));
  if (otherLists.length) {
    w.bus.emit('stream', {
      streams: otherLists,
      event,
      payload: JSON.stringify(renderStatus(w, s.id, null)),
    });
  }
}

export const busPublisher: Publisher = {
  statusUpdate(w, s, event) {
    emitStatus(w, s, event);
  },
  statusDelete(w, s) {
    const streams = [
      ...homeRecipients(w, s).map((r) => `user:${r}`),
      ...publicStreams(w, s),
      ...listStreams(w, s),
    ];
    if (streams.length) w.bus.emit('stream', { streams, event: 'delete', payload: s.id });
  },
  notification(w, n) {
    const payload = JSON.stringify(renderNotification(w, n, n.recipientId));
    w.bus.emit('stream', {
      streams: [`user:${n.recipientId}`, `user:notification:${n.recipientId}`],
      event: 'notification',
      payload,
    });
  },
  announcement(w, a) {
    w.bus.emit('stream', {
      streams: w.localUserStreams(),
      event: 'announcement',
      payload: JSON.stringify(renderAnnouncement(w, a.id, null)),
    });
  },
  conversation(w, c) {
    w.bus.emit('stream', {
      streams: [`direct:${c.ownerId}`],
      event: 'conversation',
      payload: JSON.stringify(renderConversation(w, c)),
    });
  },
};
