// The normalized shapes the store keeps. A status holds ids where the wire nests entities, so one account, one
// boosted post, one quoted post and one poll exist once however many posts and views show them.
import type { Account, Poll, Status } from '../../shared/wire/entities.ts';

export interface StoredQuote {
  state: string;
  quotedStatusId: string | null;
}

export type StoredStatus = Omit<Status, 'account' | 'reblog' | 'quote' | 'poll'> & {
  accountId: string;
  reblogId: string | null;
  quote: StoredQuote | null;
  pollId: string | null;
};

export interface StoreChange {
  /** Statuses whose rows must be rebuilt: changed themselves, or a boost/quote of a changed one, or by an account
   *  whose chip changed. */
  updated: Set<string>;
  /** Statuses removed (deleted on the server or evicted). */
  removed: Set<string>;
}

export type { Account, Poll, Status };
