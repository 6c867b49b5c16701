// What a list shows under its rows (list-state.ts decides which): grey skeleton rows while its first page loads
// (a small "Loading…" while a further page does), the design system's error state with its retry, the empty state
// in the screen's own words, or the button for the next page.

import { memo } from 'react';
import type { CoreText } from '../../../shared/protocol/text.ts';
import { EmptyState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import type { IconName } from '../status/Icon.tsx';
import type { ListFooter as Footer } from './list-state.ts';
import { ViewError } from './ViewError.tsx';

/** What an empty list says: what would be here and how it gets there. */
export interface EmptyText {
  icon?: IconName;
  title: string;
  text?: string;
}

// Memoized, with only what it shows as props: the list re-renders for every streamed post, the footer does not.
export const ListFooter = memo(function ListFooter({
  footer,
  hasRows,
  error,
  empty,
  onRetry,
  onLoadMore,
}: {
  footer: Footer;
  /** Whether the list has rows (a first page loading shows skeleton rows, a further one a small "Loading…"). */
  hasRows: boolean;
  error: CoreText | string | null;
  empty?: EmptyText;
  onRetry: () => void;
  onLoadMore: () => void;
}) {
  const t = useT();
  switch (footer) {
    case 'loading':
      return !hasRows ? <SkeletonRows /> : <div className="loader">{t('chrome.loadingDots')}</div>;
    case 'error':
      return <ViewError message={error ?? ''} onRetry={onRetry} whole />;
    case 'empty':
      return empty ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        <EmptyState title={t('chrome.empty')} />
      );
    case 'load-more':
      return (
        <button type="button" className="load-more" onClick={onLoadMore}>
          {t('chrome.loadMore')}
        </button>
      );
    default:
      return null;
  }
});
