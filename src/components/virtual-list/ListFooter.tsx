// What a list shows under its rows (list-state.ts decides which): grey skeleton rows while its first page loads
// (a small "Loading…" while a further page does), the design system's error state with its retry, the empty state
// in the screen's own words, or the button for the next page.

import { EmptyState, SkeletonRows } from '../../design/States.tsx';
import type { IconName } from '../status/Icon.tsx';
import type { ListFooter as Footer } from './list-state.ts';
import { ViewError } from './ViewError.tsx';

/** What an empty list says: what would be here and how it gets there. */
export interface EmptyText {
  icon?: IconName;
  title: string;
  text?: string;
}

export function ListFooter({
  footer,
  count,
  error,
  empty,
  onRetry,
  onLoadMore,
}: {
  footer: Footer;
  count: number;
  error: string | null;
  empty?: EmptyText;
  onRetry: () => void;
  onLoadMore: () => void;
}) {
  switch (footer) {
    case 'loading':
      return count === 0 ? <SkeletonRows /> : <div className="loader">Loading…</div>;
    case 'error':
      return <ViewError message={error ?? ''} onRetry={onRetry} whole />;
    case 'empty':
      return empty ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        <EmptyState title="Nothing here yet." />
      );
    case 'load-more':
      return (
        <button type="button" className="load-more" onClick={onLoadMore}>
          Load more
        </button>
      );
    default:
      return null;
  }
}
