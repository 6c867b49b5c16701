// The demo world: every record of the in-memory server, and every state change as one method that keeps the
// relations consistent (counts, timelines, notifications) and publishes what a real server would stream. The
// class is built in layers, one job per file (world-records.ts up to world-interactions.ts); this last one holds
// markers, followed and featured tags, and announcements. Rendering to wire JSON is in render.ts; seeding in seed.ts.
import type { AnnouncementRec, MarkerRec } from './model.ts';
import { ScheduledBook } from './scheduled.ts';
import { WorldInteractions } from './world-interactions.ts';
import { notFound } from './world-records.ts';

export {
  ApiError,
  invalid,
  type NewStatus,
  type NotifyExtras,
  notFound,
  type Publisher,
  type WorldDeps,
} from './world-records.ts';

export class World extends WorldInteractions {
  /** Scheduled posts (scheduled.ts), published by the clock. */
  readonly scheduled: ScheduledBook = new ScheduledBook(this);

  // ---- markers, tags --------------------------------------------------------------------------------------

  setMarker(accountId: string, timeline: string, lastReadId: string): MarkerRec {
    let m = this.markers.get(accountId);
    if (!m) {
      m = new Map();
      this.markers.set(accountId, m);
    }
    const prev = m.get(timeline);
    const rec = { lastReadId, version: (prev?.version ?? -1) + 1, updatedAt: this.now() };
    m.set(timeline, rec);
    return rec;
  }

  followTag(accountId: string, name: string, on: boolean): void {
    let m = this.followedTags.get(accountId);
    if (!m) {
      m = new Map();
      this.followedTags.set(accountId, m);
    }
    if (on && !m.has(name.toLowerCase())) m.set(name.toLowerCase(), this.edgeIds(this.now()));
    if (!on) m.delete(name.toLowerCase());
  }

  featureTag(accountId: string, name: string, on: boolean): { id: string; name: string } | null {
    let m = this.featuredTags.get(accountId);
    if (!m) {
      m = new Map();
      this.featuredTags.set(accountId, m);
    }
    const key = name.toLowerCase();
    if (on) {
      const existing = m.get(key);
      if (existing) return existing;
      const rec = { id: this.nextSmallId(), name };
      m.set(key, rec);
      return rec;
    }
    const existing = m.get(key) ?? null;
    m.delete(key);
    return existing;
  }

  /** The user streams of every local account (announcements go to all of them). */
  localUserStreams(): string[] {
    return [...this.accounts.values()].filter((a) => a.domain === null).map((a) => `user:${a.id}`);
  }

  /** Publishes a new announcement to every local user, as the real server does when one goes live. */
  addAnnouncement(
    content: string,
    opts: { allDay?: boolean; startsAt?: number | null; endsAt?: number | null } = {},
  ): AnnouncementRec {
    const now = this.now();
    const a: AnnouncementRec = {
      id: this.nextSmallId(),
      content,
      startsAt: opts.startsAt ?? null,
      endsAt: opts.endsAt ?? null,
      allDay: opts.allDay ?? false,
      publishedAt: now,
      updatedAt: now,
      readBy: new Set(),
      reactions: new Map(),
    };
    this.announcements.set(a.id, a);
    this.publisher?.announcement(this, a);
    return a;
  }

  removeAnnouncement(id: string): void {
    if (!this.announcements.delete(id)) throw notFound();
    this.bus.emit('stream', { streams: this.localUserStreams(), event: 'announcement.delete', payload: id });
  }

  publishFiltersChanged(accountId: string): void {
    this.bus.emit('stream', { streams: [`user:${accountId}`], event: 'filters_changed' });
  }
}
