// What a list says besides its rows. One message at a time: a list that failed and has no rows shows the failure as
// its whole state (with a way to try again), never the failure above an "empty" line as if both were true; a list
// with rows keeps them and shows the failure as a line above.
import type { CoreText } from '../../../shared/protocol/text.ts';

export type ListFooter = 'loading' | 'error' | 'empty' | 'load-more' | 'none';

export interface ListFacts {
  ready: boolean;
  isLoading: boolean;
  count: number;
  hasMore: boolean;
  error: CoreText | string | null;
}

export function listFooter({ ready, isLoading, count, hasMore, error }: ListFacts): ListFooter {
  if (!ready || isLoading) return 'loading';
  if (count === 0) return error ? 'error' : 'empty';
  return hasMore ? 'load-more' : 'none';
}

/** The failure line above the rows: only when there are rows to keep showing (else the footer says it). */
export function errorBanner({ count, error }: Pick<ListFacts, 'count' | 'error'>): CoreText | string | null {
  return count > 0 ? error : null;
}
