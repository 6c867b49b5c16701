// Wire statuses as a Mastodon server sends them: the status with its media, poll, card, mentions, tags and quote;
// edits, source, translation, thread context, trending links.
import type { Account, CustomEmoji } from './accounts.ts';
import type { FilterResult } from './filters.ts';
import type { Id, IsoDate } from './scalars.ts';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

export type MediaType = 'image' | 'gifv' | 'video' | 'audio' | 'unknown';

export interface MediaAttachment {
  id: Id;
  type: MediaType | string;
  url: string | null;
  preview_url: string | null;
  remote_url?: string | null;
  description?: string | null;
  blurhash?: string | null;
  meta?: {
    original?: { width?: number; height?: number; duration?: number };
    small?: { width?: number; height?: number };
    focus?: { x: number; y: number };
  } | null;
}

export interface PollOption {
  title: string;
  votes_count: number | null;
}

export interface Poll {
  id: Id;
  expires_at: IsoDate | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count?: number | null;
  options: PollOption[];
  emojis: CustomEmoji[];
  voted?: boolean;
  own_votes?: number[];
}

export interface PreviewCardAuthor {
  name: string;
  url: string;
  account?: Account | null;
}

export interface PreviewCard {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich' | string;
  author_name: string;
  author_url: string;
  authors?: PreviewCardAuthor[];
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  image?: string | null;
  embed_url: string;
  blurhash?: string | null;
}

export interface Mention {
  id: Id;
  username: string;
  url: string;
  acct: string;
}

export interface Tag {
  name: string;
  url: string;
  history?: { day: string; uses: string; accounts: string }[];
  following?: boolean;
  featuring?: boolean;
}

/** Quote states, as Mastodon 4.4+ sends them; a deleted quoted post shows as `deleted`. */
export type QuoteState =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'revoked'
  | 'deleted'
  | 'unauthorized'
  | 'blocked_account'
  | 'blocked_domain'
  | 'muted_account'
  | string;

export interface Quote {
  state: QuoteState;
  quoted_status?: Status | null;
  quoted_status_id?: Id | null;
}

/** How a post's quote policy applies (Mastodon 4.5): who is quoted automatically, and the viewer's case. */
export interface QuoteApproval {
  automatic: string[];
  manual: string[];
  current_user: 'automatic' | 'manual' | 'denied' | 'unknown' | string;
}

export interface Status {
  id: Id;
  uri: string;
  url?: string | null;
  created_at: IsoDate;
  edited_at?: IsoDate | null;
  account: Account;
  content: string;
  /** Only in the answer to DELETE (the plain source, for redraft) and in /source. */
  text?: string | null;
  spoiler_text: string;
  sensitive: boolean;
  visibility: Visibility | string;
  language?: string | null;
  in_reply_to_id?: Id | null;
  in_reply_to_account_id?: Id | null;
  reblog?: Status | null;
  quote?: Quote | null;
  quote_approval?: QuoteApproval | null;
  media_attachments: MediaAttachment[];
  mentions: Mention[];
  tags: Tag[];
  emojis: CustomEmoji[];
  card?: PreviewCard | null;
  poll?: Poll | null;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  quotes_count?: number;
  favourited?: boolean;
  reblogged?: boolean;
  muted?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  filtered?: FilterResult[];
  local_only?: boolean;
  application?: { name: string; website?: string | null } | null;
}

export interface Context {
  ancestors: Status[];
  descendants: Status[];
}

export interface StatusEdit {
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  created_at: IsoDate;
  account: Account;
  poll: { options: { title: string }[] } | null;
  media_attachments: MediaAttachment[];
  emojis: CustomEmoji[];
}

export interface StatusSource {
  id: Id;
  text: string;
  spoiler_text: string;
}

export interface Translation {
  content: string;
  spoiler_text: string;
  detected_source_language: string;
  /** The language translated into. */
  language: string;
  provider: string;
  /** The media's descriptions, translated. */
  media_attachments: { id: Id; description: string }[];
  /** The poll's options, translated, in order. */
  poll: { id: Id; options: { title: string }[] } | null;
}

/** Trending links are preview cards with a history. */
export interface TrendsLink extends PreviewCard {
  history?: { day: string; uses: string; accounts: string }[];
}
