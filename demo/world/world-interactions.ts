// What accounts do to existing posts: favourite, bookmark, mute the conversation, pin, boost, vote in a poll; and
// polls that end telling their voters.
import { canBoost, type PinDenial, pinDenial } from '../../shared/status-permissions.ts';
import type { PollRec, StatusRec } from './model.ts';
import { ApiError, edgeKey, invalid, notFound } from './world-records.ts';
import { WorldStatuses } from './world-statuses.ts';

/** Mastodon's words for a refused pin. */
const PIN_DENIALS: Record<PinDenial, string> = {
  reblog: 'A boost cannot be pinned',
  ownership: "Someone else's post cannot be pinned",
  direct: 'Posts that are only visible to mentioned users cannot be pinned',
  limit: 'You have already pinned the maximum number of posts',
};

export abstract class WorldInteractions extends WorldStatuses {
  favourite(accountId: string, id: string): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (!s.favouritedBy.has(accountId)) {
      s.favouritedBy.add(accountId);
      this.favourites.set(edgeKey(accountId, id), { id: this.edgeIds(this.now()), from: accountId, to: id });
      if (s.accountId !== accountId) this.notify(s.accountId, 'favourite', accountId, { statusId: id });
    }
    return s;
  }
  unfavourite(accountId: string, id: string): StatusRec {
    const s = this.visibleStatus(accountId, id);
    s.favouritedBy.delete(accountId);
    this.favourites.delete(edgeKey(accountId, id));
    return s;
  }
  bookmark(accountId: string, id: string, on: boolean): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (on && !s.bookmarkedBy.has(accountId)) {
      s.bookmarkedBy.add(accountId);
      this.bookmarks.set(edgeKey(accountId, id), { id: this.edgeIds(this.now()), from: accountId, to: id });
    } else if (!on) {
      s.bookmarkedBy.delete(accountId);
      this.bookmarks.delete(edgeKey(accountId, id));
    }
    return s;
  }
  muteConversation(accountId: string, id: string, on: boolean): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (on) s.mutedBy.add(accountId);
    else s.mutedBy.delete(accountId);
    return s;
  }
  /** Pin or unpin, refused as Mastodon refuses (shared/status-permissions.ts): 404 for a post the account cannot
   *  see, 422 for someone else's post, a boost, a direct post, or a pin past the limit. */
  pin(accountId: string, id: string, on: boolean): StatusRec {
    const s = this.visibleStatus(accountId, id);
    if (!on) {
      if (s.accountId === accountId) s.pinned = false;
      return s;
    }
    if (s.pinned && s.accountId === accountId) return s;
    let pinned = 0;
    for (const other of this.statuses.values())
      if (other.pinned && !other.deleted && other.accountId === accountId) pinned++;
    const own = s.accountId === accountId;
    const denial = pinDenial({ visibility: s.visibility, own, isReblog: s.reblogOfId !== null }, pinned);
    if (denial) throw invalid(PIN_DENIALS[denial]);
    s.pinned = true;
    return s;
  }

  /** Boost: a new status whose reblog is the original; returns the boost. */
  reblog(
    accountId: string,
    id: string,
    visibility: StatusRec['visibility'] = 'public',
    at?: number,
  ): StatusRec {
    const orig = this.visibleStatus(accountId, id);
    const target = orig.reblogOfId ? this.status(orig.reblogOfId) : orig;
    if (!canBoost({ visibility: target.visibility, own: target.accountId === accountId })) {
      throw new ApiError(403, 'This action is not allowed');
    }
    // As Mastodon: the boost of a followers-only post is followers-only, whatever was asked.
    if (target.visibility === 'private') visibility = 'private';
    for (const rid of target.reblogIds) {
      const r = this.statuses.get(rid);
      if (r && !r.deleted && r.accountId === accountId) return r;
    }
    const when = at ?? this.now();
    const boost: StatusRec = {
      ...this.blankStatus(accountId, when),
      visibility,
      reblogOfId: target.id,
    };
    this.insertStatus(boost);
    target.reblogIds.add(boost.id);
    const author = this.accounts.get(accountId);
    if (author) {
      author.statusesCount++;
      author.lastStatusAt = when;
    }
    this.publisher?.statusUpdate(this.world, boost, 'update');
    if (target.accountId !== accountId) {
      this.notify(target.accountId, 'reblog', accountId, { statusId: target.id, createdAt: when });
    }
    return boost;
  }

  unreblog(accountId: string, id: string): StatusRec {
    const orig = this.visibleStatus(accountId, id);
    const target = orig.reblogOfId ? this.status(orig.reblogOfId) : orig;
    for (const rid of [...target.reblogIds]) {
      const r = this.statuses.get(rid);
      if (r && !r.deleted && r.accountId === accountId) this.deleteStatus(accountId, rid);
    }
    return target;
  }

  vote(accountId: string, pollId: string, choices: number[]): PollRec {
    const poll = this.polls.get(pollId);
    if (!poll) throw notFound();
    if (poll.expiresAt !== null && poll.expiresAt <= this.now()) throw invalid('The poll has already ended');
    if (poll.votes.has(accountId)) throw invalid('You have already voted on this poll');
    const unique = [...new Set(choices)];
    if (
      unique.length === 0 ||
      unique.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
    ) {
      throw invalid('Choices are invalid');
    }
    if (!poll.multiple && unique.length > 1) throw invalid('You can only choose one option');
    poll.votes.set(accountId, unique);
    return poll;
  }

  /** Polls that ended since the last call tell their voters and their author, as the real server does. */
  expirePolls(): void {
    const now = this.now();
    for (const p of this.polls.values()) {
      if (p.endNotified || p.expiresAt === null || p.expiresAt > now || !p.statusId) continue;
      p.endNotified = true;
      const s = this.statuses.get(p.statusId);
      if (!s || s.deleted) continue;
      const told = new Set([s.accountId, ...p.votes.keys()]);
      for (const who of told) this.notify(who, 'poll', s.accountId, { statusId: s.id });
    }
  }
}
