// A post's edit history (GET /api/v1/statuses/{id}/history), as the core answers the `status.history` intent:
// every version newest first, its content already sanitized, and what each edit changed from the version before.
import type { ContentNode } from './content.ts';
import type { AccountChip, MediaView } from './rows.ts';

/** What an edit changed: the text, the content warning, the sensitive mark, the media, the poll's options. */
export type EditChange = 'text' | 'spoiler' | 'sensitive' | 'media' | 'poll';

export interface StatusEditView {
  createdAt: string;
  account: AccountChip;
  content: ContentNode[];
  spoilerText: string;
  sensitive: boolean;
  media: MediaView[];
  /** The poll's options as they were, or null when the version had no poll. */
  pollOptions: string[] | null;
  /** The first version (the post as first published) has none; an edit lists what it changed. */
  original: boolean;
  changes: EditChange[];
}

export interface StatusHistory {
  versions: StatusEditView[];
}

export type StatusHistoryIntent = { type: 'status.history'; statusId: string };
