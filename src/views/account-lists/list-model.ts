// An account-list screen's local model: the pages shown so far, and the rows the user answered or undid, which
// leave at once and come back at their place if the server refuses (the core publishes the alert).
import type {
  AccountListEntry,
  AccountListKind,
  AccountListPage,
} from '../../../shared/protocol/account-lists.ts';
import { timeUntil } from '../../app/relative-time.ts';
import { type MessageId, t } from '../../i18n/index.ts';

export interface AccountListModel {
  entries: AccountListEntry[];
  next: Record<string, string> | null;
  /** The first page has answered (an empty list is then "nothing here", not "loading"). */
  loaded: boolean;
}

export const emptyListModel = (): AccountListModel => ({ entries: [], next: null, loaded: false });

/** A page joins the end; a row already shown (the list moved between pages) is not shown twice. */
export function withPage(model: AccountListModel, page: AccountListPage, first: boolean): AccountListModel {
  const base = first ? [] : model.entries;
  const seen = new Set(base.map((e) => e.key));
  return {
    entries: [...base, ...page.entries.filter((e) => !seen.has(e.key))],
    next: page.next,
    loaded: true,
  };
}

/** The row leaves; `index` says where it was, to put it back if the server refuses. */
export function withoutEntry(
  model: AccountListModel,
  key: string,
): { model: AccountListModel; index: number } {
  const index = model.entries.findIndex((e) => e.key === key);
  if (index < 0) return { model, index };
  return { model: { ...model, entries: model.entries.filter((e) => e.key !== key) }, index };
}

/** A refused answer or undo: the row comes back where it was (unless a reload already shows it). */
export function withEntryBack(
  model: AccountListModel,
  entry: AccountListEntry,
  index: number,
): AccountListModel {
  if (model.entries.some((e) => e.key === entry.key)) return model;
  const entries = [...model.entries];
  entries.splice(Math.max(0, Math.min(index, entries.length)), 0, entry);
  return { ...model, entries };
}

/** "Muted, ends in 3 hours" for a mute that ends; "Muted indefinitely" for one that does not; "Mute ended" for a
 *  mute whose end has passed since the page was fetched. */
export function muteExpiryText(expiresAt: string | null, nowMs: number): string {
  if (expiresAt === null) return t('accountLists.mutedIndefinitely');
  const until = timeUntil(expiresAt, nowMs);
  return until === null ? t('accountLists.muteEnded') : t('accountLists.mutedUntil', { left: until });
}

export const LIST_SCREENS: Record<
  AccountListKind,
  { title: MessageId; undo: MessageId | null; emptyTitle: MessageId; empty: MessageId }
> = {
  follow_requests: {
    title: 'accountLists.followRequests',
    undo: null,
    emptyTitle: 'accountLists.noFollowRequests',
    empty: 'accountLists.followRequestsHint',
  },
  blocks: {
    title: 'accountLists.blocks',
    undo: 'accountLists.unblock',
    emptyTitle: 'accountLists.noBlocks',
    empty: 'accountLists.blocksHint',
  },
  mutes: {
    title: 'accountLists.mutes',
    undo: 'accountLists.unmute',
    emptyTitle: 'accountLists.noMutes',
    empty: 'accountLists.mutesHint',
  },
  domain_blocks: {
    title: 'accountLists.domainBlocks',
    undo: 'accountLists.unblockDomain',
    emptyTitle: 'accountLists.noDomainBlocks',
    empty: 'accountLists.domainBlocksHint',
  },
};
