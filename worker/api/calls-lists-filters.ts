// The API's calls for what the user keeps: filters, lists, announcements, conversations, the web UI's settings.
import { type Caller, id, q } from './caller.ts';
import type { PageParams } from './link.ts';
import { R } from './routes.ts';

export interface FilterFields {
  title?: string;
  context?: string[];
  filter_action?: 'hide' | 'warn' | 'blur';
  expires_in?: number | null;
  keywords_attributes?: { id?: string; keyword?: string; whole_word?: boolean; _destroy?: boolean }[];
}

export interface ListFields {
  title?: string;
  replies_policy?: 'followed' | 'list' | 'none';
  exclusive?: boolean;
}

export function listFilterCalls({ call, paged }: Caller) {
  return {
    filters: {
      list: () => call(R.filters),
      fetch: (filterId: string) => call(R.filterFetch, { path: id(filterId) }),
      create: (fields: FilterFields) => call(R.filterCreate, { json: { ...fields } }),
      update: (filterId: string, fields: FilterFields) =>
        call(R.filterUpdate, { path: id(filterId), json: { ...fields } }),
      delete: (filterId: string) => call(R.filterDelete, { path: id(filterId) }),
      addStatus: (filterId: string, statusId: string) =>
        call(R.filterAddStatus, { path: { filter_id: filterId }, json: { status_id: statusId } }),
    },

    lists: {
      create: (fields: ListFields) => call(R.listCreate, { json: { ...fields } }),
      update: (listId: string, fields: ListFields) =>
        call(R.listUpdate, { path: id(listId), json: { ...fields } }),
      all: () => call(R.lists),
      fetch: (listId: string) => call(R.listFetch, { path: id(listId) }),
      delete: (listId: string) => call(R.listDelete, { path: id(listId) }),
      /** limit 0: every member at once. */
      accounts: (listId: string, page?: PageParams) =>
        paged(R.listAccounts, { path: id(listId), query: q(page, { limit: 0 }) }),
      addAccounts: (listId: string, accountIds: string[]) =>
        call(R.listAddAccounts, { path: id(listId), json: { account_ids: accountIds } }),
      removeAccounts: (listId: string, accountIds: string[]) =>
        call(R.listRemoveAccounts, { path: id(listId), json: { account_ids: accountIds } }),
    },

    announcements: {
      list: () => call(R.announcements),
      dismiss: (announcementId: string) => call(R.announcementDismiss, { path: id(announcementId) }),
      addReaction: (announcementId: string, name: string) =>
        call(R.reactionAdd, { path: { id: announcementId, name } }),
      removeReaction: (announcementId: string, name: string) =>
        call(R.reactionRemove, { path: { id: announcementId, name } }),
    },

    conversations: {
      list: (page?: { max_id?: string; since_id?: string; min_id?: string; limit?: string }) =>
        paged(R.conversations, { query: q(page as PageParams | undefined) }),
      read: (conversationId: string) => call(R.conversationRead, { path: id(conversationId) }),
      remove: (conversationId: string) => call(R.conversationRemove, { path: id(conversationId) }),
    },

    settings: {
      /** The web UI's settings store: `{data}` in, `{}` back. */
      save: (data: Record<string, unknown>) => call(R.settingsSave, { json: { data } }),
    },
  };
}
