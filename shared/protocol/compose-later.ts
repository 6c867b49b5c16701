// Compose later (issue 19 items 6 and 7): what a tab asks the core about scheduled posts and drafts put aside, and
// the models it gets back. Scheduled posts are the server's (GET/PUT/DELETE /api/v1/scheduled_statuses); drafts
// put aside are the core's (shared/compose/saved-drafts.ts), the same list for every tab of the account.
import type { SavedDraft } from '../compose/saved-drafts.ts';

/** One scheduled post as the list shows it (from the server's ScheduledStatus). */
export interface ScheduledItem {
  id: string;
  /** ISO time it will be published. */
  scheduledAt: string;
  text: string;
  spoilerText: string;
  visibility: string;
  inReplyToId: string | null;
  media: { id: string; type: string; previewUrl: string | null; description: string }[];
  pollOptions: string[] | null;
}

/** A page of scheduled posts (paged by the server's Link headers). */
export interface ScheduledPage {
  items: ScheduledItem[];
  /** The next page's max_id, or null at the end. */
  next: string | null;
}

export type ComposeLaterIntent =
  /** A page of scheduled posts: the first (no maxId) or the one after `maxId`. Answers a ScheduledPage. */
  | { type: 'scheduled.list'; maxId?: string | null }
  /** Moves a scheduled post to another time (ISO). Answers the changed ScheduledItem. */
  | { type: 'scheduled.reschedule'; id: string; scheduledAt: string }
  /** Cancels a scheduled post (DELETE). */
  | { type: 'scheduled.cancel'; id: string }
  /** Opens a scheduled post in compose: the core deletes it on the server and keeps its params as the draft
   *  `draftId` (answered as the value), so nothing is published twice and nothing is lost. */
  | { type: 'scheduled.open'; id: string; draftId: string }
  /** The drafts put aside, newest change first. Answers SavedDraft[]. */
  | { type: 'drafts.list' }
  /** Puts a draft aside (a new one, or `id` again to replace it). Answers the SavedDraft kept. */
  | { type: 'drafts.put'; id?: string; draft: unknown }
  /** Deletes one; answers the SavedDraft removed, which `drafts.restore` puts back (undo). */
  | { type: 'drafts.remove'; id: string }
  | { type: 'drafts.restore'; entry: SavedDraft }
  /** Resumes one in compose: it leaves the list and becomes the compose draft `draftId` (answered as the value). */
  | { type: 'drafts.resume'; id: string; draftId: string };

const TYPES = [
  'scheduled.list',
  'scheduled.reschedule',
  'scheduled.cancel',
  'scheduled.open',
  'drafts.list',
  'drafts.put',
  'drafts.remove',
  'drafts.restore',
  'drafts.resume',
] as const satisfies readonly ComposeLaterIntent['type'][];

export const isComposeLaterIntent = (i: { type: string }): i is ComposeLaterIntent =>
  (TYPES as readonly string[]).includes(i.type);

export const isSavedDraftsIntent = (i: { type: string }): boolean => i.type.startsWith('drafts.');
