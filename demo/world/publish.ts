// The Publisher: serializes world changes onto the bus with the stream keys a real server uses (public, local,
// hashtag, home and list streams, direct, notifications, announcements).
import type { StatusRec } from './model.ts';
import { renderAnnouncement, renderConversation, renderNotification } from './render-notification.ts';
import { renderStatus } from './render-status.ts';
import { inFollowLanguages, listTimeline } from './timelines.ts';
import type { Publisher, World } from './world.ts';

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
    const edge = w.followEdge(follower, s.accountId);
    if (s.reblogOfId && edge?.reblogs === false) continue;
    if (edge && !inFollowLanguages(w, edge, s)) continue;
    out.add(follower);
  }
  for (const m of s.mentionIds) if (!w.account(m).domain) out.add(m);
  return [...out].filter(
    (r) =>
      !w.isBlocking(r, s.accountId) && !w.isMuting(r, s.accountId) && !inExclusiveList(w, r, s.accountId),
  );
}

/** A member of one of the viewer's exclusive lists posts to that list only, not to the viewer's home. */
function inExclusiveList(w: World, viewer: string, author: string): boolean {
  if (viewer === author) return false;
  for (const l of w.lists.values())
    if (l.ownerId === viewer && l.exclusive && l.accountIds.has(author)) return true;
  return false;
}

function listStreams(w: World, s: StatusRec): string[] {
  if (s.visibility === 'direct') return [];
  const keys: string[] = [];
  // The same rule as the list timeline (members followed, replies policy, blocks and mutes).
  for (const l of w.lists.values()) {
    if (
      l.accountIds.has(s.accountId) &&
      w.isFollowing(l.ownerId, s.accountId) &&
      listTimeline(w, l.ownerId, l.id)(s)
    )
      keys.push(`list:${l.id}`);
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
