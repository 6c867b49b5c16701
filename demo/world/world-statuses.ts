// The demo world's posts: visibility, the one path every new post takes (seed, API, load generator), edits,
// deletes, conversations, and the media attached to posts.
import { cmpId } from './ids.ts';
import type { MediaRec, StatusRec } from './model.ts';
import { formatText } from './text.ts';
import { invalid, type NewStatus, notFound } from './world-records.ts';
import { WorldRelations } from './world-relations.ts';

export abstract class WorldStatuses extends WorldRelations {
  // ---- statuses -------------------------------------------------------------------------------------------

  /** The direct replies of each post, oldest first (deleted ones included: readers skip them), so a thread's
   *  context walks only its own posts instead of every post of the instance. */
  private readonly replyIds = new Map<string, string[]>();

  /** Ids of the posts answering `id` directly, oldest first, deleted ones included. */
  repliesOf(id: string): readonly string[] {
    return this.replyIds.get(id) ?? [];
  }

  status(id: string): StatusRec {
    const s = this.statuses.get(id);
    if (!s || s.deleted) throw notFound();
    return s;
  }

  /** Can `viewer` (null = anonymous) see this status? */
  canSee(viewer: string | null, s: StatusRec): boolean {
    if (s.deleted) return false;
    if (viewer === s.accountId) return true;
    if (viewer && this.isBlocking(s.accountId, viewer)) return false;
    if (s.visibility === 'public' || s.visibility === 'unlisted') return true;
    if (!viewer) return false;
    if (s.mentionIds.includes(viewer)) return true;
    return s.visibility === 'private' && this.isFollowing(viewer, s.accountId);
  }

  visibleStatus(viewer: string | null, id: string): StatusRec {
    const s = this.status(id);
    if (!this.canSee(viewer, s)) throw notFound();
    return s;
  }

  /** Creates a status through the one path every post takes (seed, API, load generator). */
  createStatus(
    accountId: string,
    input: NewStatus,
    opts: { publish?: boolean; notify?: boolean } = {},
  ): StatusRec {
    const author = this.account(accountId);
    const at = input.createdAt ?? this.now();
    const text = input.text;
    const mediaIds = input.mediaIds ?? [];
    if (!text.trim() && mediaIds.length === 0 && !input.poll) throw invalid("Text can't be blank");
    if (mediaIds.length > 4) throw invalid('Media attachments limit exceeded');
    if (input.poll && mediaIds.length > 0) throw invalid('Cannot attach files to a post that has a poll');
    if (input.poll && (input.poll.options.length < 2 || input.poll.options.length > 4)) {
      throw invalid('Poll options must have between 2 and 4 items');
    }
    for (const mid of mediaIds) {
      const m = this.media.get(mid);
      if (!m || m.accountId !== accountId) throw invalid('Media attachments are invalid');
    }
    let inReplyToAccountId: string | null = null;
    if (input.inReplyToId) {
      const parent = this.statuses.get(input.inReplyToId);
      if (!parent || parent.deleted) throw notFound();
      inReplyToAccountId = parent.accountId;
    }
    const parsed = formatText(text, (acct) => this.lookup(acct), this);
    const id = this.statusIds(at);
    let pollId: string | null = null;
    if (input.poll) {
      pollId = this.nextSmallId();
      this.polls.set(pollId, {
        id: pollId,
        expiresAt: at + input.poll.expiresInS * 1000,
        multiple: input.poll.multiple,
        options: input.poll.options,
        baseVotes: input.poll.options.map(() => 0),
        baseVoters: 0,
        votes: new Map(),
      });
    }
    const s: StatusRec = {
      id,
      accountId,
      createdAt: at,
      text,
      spoilerText: input.spoilerText ?? '',
      sensitive: input.sensitive ?? false,
      visibility: input.visibility ?? 'public',
      language: input.language === undefined ? 'en' : input.language,
      inReplyToId: input.inReplyToId ?? null,
      inReplyToAccountId,
      reblogOfId: null,
      quoteOfId: input.quoteOfId ?? null,
      ...(input.quotePolicy ? { quotePolicy: input.quotePolicy } : {}),
      mediaIds,
      pollId,
      card: input.card ?? null,
      tags: parsed.tags,
      mentionIds: parsed.mentionIds,
      editedAt: null,
      history: [],
      favouritedBy: new Set(),
      bookmarkedBy: new Set(),
      mutedBy: new Set(),
      pinned: false,
      localOnly: input.localOnly ?? false,
      repliesCount: 0,
      reblogIds: new Set(),
      quotesCount: 0,
      extraFavourites: 0,
      extraReblogs: 0,
      application: input.application ?? null,
      deleted: false,
    };
    if (s.sensitive === false && s.spoilerText) s.sensitive = true;
    for (const mid of mediaIds) {
      const m = this.media.get(mid);
      if (m) m.statusId = id;
    }
    if (pollId) {
      const p = this.polls.get(pollId);
      if (p) p.statusId = id;
    }
    this.insertStatus(s);
    author.statusesCount++;
    author.lastStatusAt = at;
    if (input.inReplyToId) {
      const parent = this.statuses.get(input.inReplyToId);
      if (parent) parent.repliesCount++;
    }
    if (s.quoteOfId) {
      const q = this.statuses.get(s.quoteOfId);
      if (q) q.quotesCount++;
    }
    if (s.visibility === 'direct') this.touchConversations(s, opts.publish !== false);
    if (opts.publish !== false) this.publisher?.statusUpdate(this.world, s, 'update');
    if (opts.notify !== false) {
      for (const mentioned of s.mentionIds) {
        if (mentioned !== accountId)
          this.notify(mentioned, 'mention', accountId, { statusId: id, createdAt: at });
      }
      for (const follower of this.followersOf(accountId)) {
        if (this.followEdge(follower, accountId)?.notify && !s.inReplyToId) {
          this.notify(follower, 'status', accountId, { statusId: id, createdAt: at });
        }
      }
      if (s.quoteOfId) {
        const q = this.statuses.get(s.quoteOfId);
        if (q && q.accountId !== accountId)
          this.notify(q.accountId, 'quote', accountId, { statusId: id, createdAt: at });
      }
    }
    return s;
  }

  protected insertStatus(s: StatusRec): void {
    this.statuses.set(s.id, s);
    const last = this.statusOrder[this.statusOrder.length - 1];
    if (last === undefined || cmpId(last, s.id) < 0) this.statusOrder.push(s.id);
    else {
      // Out-of-order insert (only during seeding of boosts): keep the order sorted.
      let i = this.statusOrder.length;
      while (i > 0 && cmpId(this.statusOrder[i - 1] as string, s.id) > 0) i--;
      this.statusOrder.splice(i, 0, s.id);
    }
    if (s.inReplyToId) {
      const siblings = this.replyIds.get(s.inReplyToId);
      if (!siblings) this.replyIds.set(s.inReplyToId, [s.id]);
      else {
        let i = siblings.length;
        while (i > 0 && cmpId(siblings[i - 1] as string, s.id) > 0) i--;
        siblings.splice(i, 0, s.id);
      }
    }
  }

  protected touchConversations(s: StatusRec, publish: boolean): void {
    const participants = [s.accountId, ...s.mentionIds.filter((m) => m !== s.accountId)];
    for (const owner of participants) {
      const others = participants.filter((p) => p !== owner).sort();
      let conv = [...this.conversations.values()].find(
        (c) => c.ownerId === owner && c.participantIds.join(',') === others.join(','),
      );
      if (!conv) {
        conv = {
          id: this.nextSmallId(),
          ownerId: owner,
          participantIds: others,
          lastStatusId: s.id,
          unread: false,
        };
        this.conversations.set(conv.id, conv);
      }
      conv.lastStatusId = s.id;
      conv.unread = owner !== s.accountId;
      if (publish) this.publisher?.conversation(this.world, conv);
    }
  }

  editStatus(accountId: string, id: string, input: NewStatus): StatusRec {
    const s = this.status(id);
    if (s.accountId !== accountId) throw notFound();
    const mediaIds = input.mediaIds ?? s.mediaIds;
    if (!input.text.trim() && mediaIds.length === 0 && !input.poll && !s.pollId)
      throw invalid("Text can't be blank");
    const prevPoll = s.pollId ? this.polls.get(s.pollId) : undefined;
    // The first edit also records the original, so history lists every version, oldest first.
    s.history.push({
      at: s.editedAt ?? s.createdAt,
      text: s.text,
      spoilerText: s.spoilerText,
      sensitive: s.sensitive,
      mediaIds: [...s.mediaIds],
      pollOptions: prevPoll ? [...prevPoll.options] : null,
    });
    const parsed = formatText(input.text, (acct) => this.lookup(acct), this);
    s.text = input.text;
    s.spoilerText = input.spoilerText ?? '';
    s.sensitive = (input.sensitive ?? false) || s.spoilerText !== '';
    if (input.language !== undefined) s.language = input.language;
    s.mediaIds = mediaIds;
    s.tags = parsed.tags;
    s.mentionIds = parsed.mentionIds;
    if (input.poll) {
      const same = prevPoll && prevPoll.options.join('\n') === input.poll.options.join('\n');
      if (!same) {
        const pollId = this.nextSmallId();
        this.polls.set(pollId, {
          id: pollId,
          expiresAt: this.now() + input.poll.expiresInS * 1000,
          multiple: input.poll.multiple,
          options: input.poll.options,
          baseVotes: input.poll.options.map(() => 0),
          baseVoters: 0,
          votes: new Map(),
        });
        s.pollId = pollId;
      }
    } else if (input.poll === null) {
      s.pollId = null;
    }
    s.editedAt = this.now();
    this.publisher?.statusUpdate(this.world, s, 'status.update');
    // People who boosted or interacted hear about edits.
    const told = new Set<string>();
    for (const rid of s.reblogIds) {
      const r = this.statuses.get(rid);
      if (r && !told.has(r.accountId)) {
        told.add(r.accountId);
        this.notify(r.accountId, 'update', accountId, { statusId: s.id });
      }
    }
    return s;
  }

  deleteStatus(accountId: string, id: string): StatusRec {
    const s = this.status(id);
    if (s.accountId !== accountId) throw notFound();
    s.deleted = true;
    const author = this.accounts.get(accountId);
    if (author) author.statusesCount = Math.max(0, author.statusesCount - 1);
    if (s.inReplyToId) {
      const parent = this.statuses.get(s.inReplyToId);
      if (parent) parent.repliesCount = Math.max(0, parent.repliesCount - 1);
    }
    if (s.reblogOfId) this.statuses.get(s.reblogOfId)?.reblogIds.delete(s.id);
    this.publisher?.statusDelete(this.world, s);
    // Boosts of a deleted post go with it.
    for (const rid of s.reblogIds) {
      const r = this.statuses.get(rid);
      if (r && !r.deleted) {
        r.deleted = true;
        this.publisher?.statusDelete(this.world, r);
      }
    }
    return s;
  }

  blankStatus(accountId: string, at: number): StatusRec {
    return {
      id: this.statusIds(at),
      accountId,
      createdAt: at,
      text: '',
      spoilerText: '',
      sensitive: false,
      visibility: 'public',
      language: null,
      inReplyToId: null,
      inReplyToAccountId: null,
      reblogOfId: null,
      quoteOfId: null,
      mediaIds: [],
      pollId: null,
      card: null,
      tags: [],
      mentionIds: [],
      editedAt: null,
      history: [],
      favouritedBy: new Set(),
      bookmarkedBy: new Set(),
      mutedBy: new Set(),
      pinned: false,
      localOnly: false,
      repliesCount: 0,
      reblogIds: new Set(),
      quotesCount: 0,
      extraFavourites: 0,
      extraReblogs: 0,
      application: null,
      deleted: false,
    };
  }

  // ---- media ----------------------------------------------------------------------------------------------

  addMedia(rec: MediaRec): MediaRec {
    this.media.set(rec.id, rec);
    return rec;
  }
}
