// Wire filters (v2): contexts, actions, keywords, filtered statuses, and the match results attached to a status.
import type { Id, IsoDate } from './scalars.ts';

export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';

export type FilterAction = 'warn' | 'hide' | 'blur';

export interface FilterKeyword {
  id: Id;
  keyword: string;
  whole_word: boolean;
}

export interface FilterStatus {
  id: Id;
  status_id: Id;
}

export interface Filter {
  id: Id;
  title: string;
  context: (FilterContext | string)[];
  expires_at: IsoDate | null;
  filter_action: FilterAction | string;
  keywords?: FilterKeyword[];
  statuses?: FilterStatus[];
}

export interface FilterResult {
  filter: Filter;
  keyword_matches?: string[] | null;
  status_matches?: Id[] | null;
}
