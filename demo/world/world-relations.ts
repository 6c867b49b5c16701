// The demo world's relationship changes: follow (or request), unfollow, follow requests, block, mute, domain
// blocks, endorse;
// each keeps the counts right and notifies as a real server does.
import type { Edge } from './model.ts';
import { WorldNotifications } from './world-notifications.ts';
import { ApiError, edgeKey, invalid, notFound } from './world-records.ts';

/** A follow's options (POST /api/v1/accounts/:id/follow): `languages` null for all, absent to keep. */
export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  languages?: string[] | null;
}

export abstract class WorldRelations extends WorldNotifications {
  addFollow(from: string, to: string, at: number, opts: FollowOptions = {}): Edge {
    const existing = this.follows.get(edgeKey(from, to));
    if (existing) {
      if (opts.reblogs !== undefined) existing.reblogs = opts.reblogs;
      if (opts.notify !== undefined) existing.notify = opts.notify;
      if (opts.languages !== undefined) existing.languages = opts.languages;
      return existing;
    }
    const edge: Edge = {
      id: this.edgeIds(at),
      from,
      to,
      reblogs: opts.reblogs ?? true,
      notify: opts.notify ?? false,
      languages: opts.languages ?? null,
    };
    this.follows.set(edgeKey(from, to), edge);
    this.bump(this.followingCounts, from, 1);
    this.bump(this.followerCounts, to, 1);
    let set = this.followersIndex.get(to);
    if (!set) {
      set = new Set();
      this.followersIndex.set(to, set);
    }
    set.add(from);
    return edge;
  }

  /** Follow, or request to follow a locked account. Notifies the target as a real server does. */
  follow(from: string, to: string, opts: FollowOptions = {}): void {
    const target = this.account(to);
    if (from === to) throw invalid('You cannot follow yourself');
    if (this.isBlocking(to, from) || this.isBlocking(from, to))
      throw new ApiError(403, 'This action is not allowed');
    if (this.isFollowing(from, to)) {
      this.addFollow(from, to, this.now(), opts);
      return;
    }
    if (target.locked) {
      if (!this.isRequested(from, to)) {
        const at = this.now();
        this.followRequests.set(edgeKey(from, to), { id: this.edgeIds(at), from, to, ...opts });
        this.notify(to, 'follow_request', from);
      }
      return;
    }
    this.addFollow(from, to, this.now(), opts);
    this.notify(to, 'follow', from);
  }

  unfollow(from: string, to: string): void {
    this.account(to);
    this.removeFollow(from, to);
    this.followRequests.delete(edgeKey(from, to));
  }

  authorizeFollowRequest(owner: string, requester: string): void {
    const req = this.followRequests.get(edgeKey(requester, owner));
    if (!req) throw notFound();
    this.followRequests.delete(edgeKey(requester, owner));
    this.addFollow(requester, owner, this.now(), {
      reblogs: req.reblogs ?? true,
      notify: req.notify ?? false,
      languages: req.languages ?? null,
    });
    this.notify(owner, 'follow', requester);
  }

  rejectFollowRequest(owner: string, requester: string): void {
    if (!this.followRequests.delete(edgeKey(requester, owner))) throw notFound();
  }

  removeFromFollowers(owner: string, follower: string): void {
    this.account(follower);
    this.removeFollow(follower, owner);
  }

  block(from: string, to: string): void {
    this.account(to);
    // Blocking ends follows both ways, as on a real server.
    this.removeFollow(from, to);
    this.removeFollow(to, from);
    this.followRequests.delete(edgeKey(from, to));
    this.followRequests.delete(edgeKey(to, from));
    if (!this.blocks.has(edgeKey(from, to))) {
      this.blocks.set(edgeKey(from, to), { id: this.edgeIds(this.now()), from, to });
    }
  }
  unblock(from: string, to: string): void {
    this.account(to);
    this.blocks.delete(edgeKey(from, to));
  }
  mute(from: string, to: string, notifications: boolean, durationS: number): void {
    this.account(to);
    const now = this.now();
    this.mutes.set(edgeKey(from, to), {
      id: this.mutes.get(edgeKey(from, to))?.id ?? this.edgeIds(now),
      from,
      to,
      hideNotifications: notifications,
      expiresAt: durationS > 0 ? now + durationS * 1000 : null,
    });
  }
  unmute(from: string, to: string): void {
    this.account(to);
    this.mutes.delete(edgeKey(from, to));
  }
  /** As on Mastodon: blocking a domain ends the follows to and from its accounts, and their pending requests. */
  blockDomain(viewer: string, domain: string): void {
    const d = domain.trim().toLowerCase();
    if (!d) throw invalid("Domain can't be blank");
    if (d === this.localDomain) throw invalid('You cannot block your own domain');
    const set = this.domainBlocks.get(viewer) ?? new Set<string>();
    set.add(d);
    this.domainBlocks.set(viewer, set);
    for (const a of this.accounts.values()) {
      if (a.domain?.toLowerCase() !== d) continue;
      this.removeFollow(viewer, a.id);
      this.removeFollow(a.id, viewer);
      this.followRequests.delete(edgeKey(viewer, a.id));
      this.followRequests.delete(edgeKey(a.id, viewer));
    }
  }
  unblockDomain(viewer: string, domain: string): void {
    this.domainBlocks.get(viewer)?.delete(domain.trim().toLowerCase());
  }
  endorse(from: string, to: string): void {
    this.account(to);
    if (!this.isFollowing(from, to))
      throw invalid('You must be already following the person you want to endorse');
    if (!this.endorsements.has(edgeKey(from, to))) {
      this.endorsements.set(edgeKey(from, to), { id: this.edgeIds(this.now()), from, to });
    }
  }
  unendorse(from: string, to: string): void {
    this.account(to);
    this.endorsements.delete(edgeKey(from, to));
  }
}
