// The three states of a list read once (use-intent-value.ts): skeleton while loading, a failure with a retry in
// place, or an empty state; the list itself otherwise.
import type { ReactNode } from 'react';
import type { IconName } from '../../components/status/Icon.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import type { IntentValue } from './use-intent-value.ts';

export function ListStates<T extends unknown[]>({
  value,
  retry,
  failedTitle,
  emptyTitle,
  emptyIcon,
  children,
}: {
  value: IntentValue<T>;
  retry: () => void;
  failedTitle: string;
  emptyTitle: string;
  emptyIcon: IconName;
  children: (items: T) => ReactNode;
}) {
  if (value.state === 'loading') return <SkeletonRows count={4} />;
  if (value.state === 'failed')
    return <ErrorState title={failedTitle} message={value.message ?? undefined} onRetry={retry} />;
  if (value.value.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  return <>{children(value.value)}</>;
}
