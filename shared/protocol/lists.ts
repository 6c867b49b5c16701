// The user's lists (issue 17): the core holds them, one copy for every tab, as the `lists` view (a row per list,
// by title) and a `listMembers` view per open member screen (account rows). The intents change them on the server;
// the core updates those views at once, so a list created or deleted in one tab shows in every tab.
// Rules both sides use live here too: the title check (made before any request) and the deck's list columns.
import type { AccountRow } from './rows.ts';

export type RepliesPolicy = 'followed' | 'list' | 'none';

export const REPLIES_POLICIES: readonly RepliesPolicy[] = ['followed', 'list', 'none'];

/** One list, ready to render. */
export interface ListRow {
  kind: 'list';
  key: string;
  id: string;
  title: string;
  exclusive: boolean;
  repliesPolicy: RepliesPolicy;
}

/** The body of POST/PUT /api/v1/lists, as the server takes it. */
export interface ListFieldsInput {
  title?: string;
  exclusive?: boolean;
  replies_policy?: RepliesPolicy;
}

export type ListIntent =
  /** Answers the new ListRow; refused before any request when the title is empty. */
  | { type: 'list.create'; fields: ListFieldsInput }
  /** Rename or change settings (PUT); answers the ListRow. */
  | { type: 'list.update'; listId: string; fields: ListFieldsInput }
  | { type: 'list.delete'; listId: string }
  /** Adds or removes members (POST/DELETE /api/v1/lists/{id}/accounts): at once in every tab's member screen,
   *  reverted there when the server refuses. */
  | { type: 'list.members'; listId: string; accountIds: string[]; add: boolean }
  /** Accounts the user follows whose name matches `q` (the candidates to add); answers AccountRow[]. */
  | { type: 'list.searchFollowing'; q: string }
  /** The ids of the lists that hold the account (GET /api/v1/accounts/{id}/lists); answers string[]. */
  | { type: 'lists.ofAccount'; accountId: string };

export type ListIntentType = ListIntent['type'];

const LIST_INTENT_TYPES: readonly ListIntentType[] = [
  'list.create',
  'list.update',
  'list.delete',
  'list.members',
  'list.searchFollowing',
  'lists.ofAccount',
];

export const isListIntent = (i: { type: string }): i is ListIntent =>
  (LIST_INTENT_TYPES as readonly string[]).includes(i.type);

export const listRowKey = (listId: string) => `list:${listId}`;

/** The title as it will be sent, or null when there is none to send (empty or only spaces). */
export function cleanListTitle(title: string | undefined): string | null {
  const t = (title ?? '').trim();
  return t === '' ? null : t;
}

/** A deck column as settings keep it (src/app/layout-choice.ts's DeckColumn, structurally). */
export interface ColumnSetting {
  id: string;
  params?: Record<string, string>;
}

const isListColumn = (c: ColumnSetting, listId: string) => c.id === 'LIST' && c.params?.id === listId;

export const hasListColumn = (columns: readonly ColumnSetting[], listId: string) =>
  columns.some((c) => isListColumn(c, listId));

/** The columns with the list's column added at the end (unchanged when it is already there). */
export function withListColumn(columns: readonly ColumnSetting[], listId: string): ColumnSetting[] {
  if (hasListColumn(columns, listId)) return [...columns];
  return [...columns, { id: 'LIST', params: { id: listId } }];
}

/** The columns without the list's column; null when there was none (nothing to save). */
export function withoutListColumn(columns: readonly ColumnSetting[], listId: string): ColumnSetting[] | null {
  if (!hasListColumn(columns, listId)) return null;
  return columns.filter((c) => !isListColumn(c, listId));
}

export type { AccountRow };
