// Wire lists, conversations, announcements, search results and domain blocks.
import type { Account, CustomEmoji } from './accounts.ts';
import type { Id, IsoDate } from './scalars.ts';
import type { Status, Tag } from './statuses.ts';

export interface List {
  id: Id;
  title: string;
  replies_policy: 'followed' | 'list' | 'none' | string;
  exclusive?: boolean;
}

export interface Conversation {
  id: Id;
  unread: boolean;
  accounts: Account[];
  last_status: Status | null;
}

export interface AnnouncementReaction {
  name: string;
  count: number;
  me?: boolean;
  url?: string;
  static_url?: string;
}

export interface Announcement {
  id: Id;
  content: string;
  starts_at: IsoDate | null;
  ends_at: IsoDate | null;
  all_day: boolean;
  published_at: IsoDate;
  updated_at: IsoDate;
  read?: boolean;
  mentions: { id: Id; username: string; url: string; acct: string }[];
  statuses: { id: Id; url: string }[];
  tags: { name: string; url: string }[];
  emojis: CustomEmoji[];
  reactions: AnnouncementReaction[];
}

export interface SearchResults {
  accounts: Account[];
  statuses: Status[];
  hashtags: Tag[];
}

export interface DomainBlock {
  domain: string;
  digest: string;
  severity: 'silence' | 'suspend' | string;
  comment?: string | null;
}
