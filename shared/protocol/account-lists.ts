// The signed-in user's account lists (section 4): follow requests, blocked and muted accounts, blocked domains.
// The core fetches them a page at a time (Link-header paging) and answers one page per intent; the tab keeps the
// pages it has shown and takes a row off at once when the user answers or undoes it.
import type { ContentNode } from './content.ts';
import type { AccountChip } from './rows.ts';

export type AccountListKind = 'follow_requests' | 'blocks' | 'mutes' | 'domain_blocks';

/** One row: an account (follow requests, blocks, mutes) or a domain (domain blocks). */
export type AccountListEntry =
  | {
      key: string;
      kind: 'account';
      account: AccountChip;
      muteExpiresAt: string | null;
      /** The account's note, sanitized (the row shows an excerpt); absent from older cores. */
      note?: ContentNode[];
    }
  | { key: string; kind: 'domain'; domain: string };

export interface AccountListPage {
  entries: AccountListEntry[];
  /** The query of the next page (from the Link header); null at the end. */
  next: Record<string, string> | null;
}

export type AccountListIntent =
  /** One page of a list: the first when `page` is null, else the page the previous answer's `next` names. Answers
   *  `AccountListPage` as the value. */
  | { type: 'accounts.list'; list: AccountListKind; page: Record<string, string> | null }
  /** Lifts a domain block by its name (a domain-blocks row has no account to act through). */
  | { type: 'domain.unblock'; domain: string };

export const isAccountListKind = (s: string): s is AccountListKind =>
  s === 'follow_requests' || s === 'blocks' || s === 'mutes' || s === 'domain_blocks';
