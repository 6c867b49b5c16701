// Scheduled posts of the demo instance, as Mastodon keeps them (ScheduledStatus): a post's parameters held until
// `scheduled_at`, at least 5 minutes ahead, at most 25 for one day and 300 in all per account (the server's
// DAILY_LIMIT and TOTAL_LIMIT), then published as if posted at that moment (its own id and time, streamed like any
// other). The clock is the world's injectable one: `publishDue()` publishes what is due by it, and the server
// calls it on a timer and before answering any scheduled-status call, so a test publishes by advancing the clock.
import {
  MIN_SCHEDULE_AHEAD_MS,
  SCHEDULED_DAILY_LIMIT,
  SCHEDULED_TOTAL_LIMIT,
} from '../../shared/compose/schedule.ts';
import type { StatusRec } from './model.ts';
import { invalid, type NewStatus, notFound } from './world-records.ts';

export interface ScheduledRec {
  id: string;
  accountId: string;
  scheduledAt: number;
  input: NewStatus;
}

/** What the book needs of the world (the World class passes itself). */
export interface ScheduledHost {
  now(): number;
  nextSmallId(): string;
  createStatus(accountId: string, input: NewStatus): StatusRec;
  media: Map<string, { accountId: string }>;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

export class ScheduledBook {
  readonly recs = new Map<string, ScheduledRec>();

  constructor(private readonly host: ScheduledHost) {}

  /** Mastodon's ScheduledStatus validations for `accountId` scheduling at `at` (`exceptId`: the one being moved). */
  private validate(accountId: string, at: number, exceptId?: string): void {
    if (!Number.isFinite(at)) throw invalid('Scheduled at is invalid');
    if (at - this.host.now() < MIN_SCHEDULE_AHEAD_MS)
      throw invalid('Scheduled at The scheduled date must be in the future');
    const mine = [...this.recs.values()].filter((r) => r.accountId === accountId && r.id !== exceptId);
    if (mine.length >= SCHEDULED_TOTAL_LIMIT)
      throw invalid(`Scheduled at You have exceeded the limit of ${SCHEDULED_TOTAL_LIMIT} scheduled posts`);
    if (mine.filter((r) => utcDay(r.scheduledAt) === utcDay(at)).length >= SCHEDULED_DAILY_LIMIT)
      throw invalid(
        `Scheduled at You have exceeded the limit of ${SCHEDULED_DAILY_LIMIT} scheduled posts for that day`,
      );
  }

  /** Keeps a post for later. The post's own rules are checked now, as the server does, so a post that could not
   *  be published is refused at once rather than lost later. */
  schedule(accountId: string, input: NewStatus, at: number): ScheduledRec {
    const mediaIds = input.mediaIds ?? [];
    if (!input.text.trim() && mediaIds.length === 0 && !input.poll) throw invalid("Text can't be blank");
    if (mediaIds.length > 4) throw invalid('Media attachments limit exceeded');
    if (input.poll && mediaIds.length > 0) throw invalid('Cannot attach files to a post that has a poll');
    for (const id of mediaIds)
      if (this.host.media.get(id)?.accountId !== accountId) throw invalid('Media attachments are invalid');
    this.validate(accountId, at);
    const rec: ScheduledRec = { id: this.host.nextSmallId(), accountId, scheduledAt: at, input };
    this.recs.set(rec.id, rec);
    return rec;
  }

  get(accountId: string, id: string): ScheduledRec {
    const rec = this.recs.get(id);
    if (!rec || rec.accountId !== accountId) throw notFound();
    return rec;
  }

  reschedule(accountId: string, id: string, at: number): ScheduledRec {
    const rec = this.get(accountId, id);
    this.validate(accountId, at, id);
    rec.scheduledAt = at;
    return rec;
  }

  cancel(accountId: string, id: string): void {
    this.get(accountId, id);
    this.recs.delete(id);
  }

  /** The account's scheduled posts, newest id first (Mastodon pages them by id). */
  list(accountId: string): ScheduledRec[] {
    return [...this.recs.values()]
      .filter((r) => r.accountId === accountId)
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  }

  /** Publishes every post whose time has come, earliest first; answers the posts made. A post that can no longer
   *  be made (its parent deleted meanwhile) is dropped, as the server's job discards it. */
  publishDue(): StatusRec[] {
    const now = this.host.now();
    const due = [...this.recs.values()]
      .filter((r) => r.scheduledAt <= now)
      .sort((a, b) => a.scheduledAt - b.scheduledAt);
    const made: StatusRec[] = [];
    for (const r of due) {
      this.recs.delete(r.id);
      try {
        made.push(this.host.createStatus(r.accountId, { ...r.input, createdAt: undefined }));
      } catch {
        // Discarded, as Mastodon's PublishScheduledStatusWorker does when the post became invalid.
      }
    }
    return made;
  }
}
