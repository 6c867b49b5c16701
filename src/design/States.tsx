// What a screen shows instead of content: nothing yet (EmptyState), a failure with a way to try again (ErrorState),
// content on its way (SkeletonRows); and the Card and Toast surfaces.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../components/status/Icon.tsx';
import { useT } from '../i18n/index.ts';

export function EmptyState({
  icon,
  title,
  children,
}: {
  icon?: IconName;
  title: string;
  /** A line saying why it is empty or what to do. */
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon ? <Icon name={icon} /> : null}
      <p className="state-title">{title}</p>
      {children ? <p className="state-text">{children}</p> : null}
    </div>
  );
}

/** A failure, said plainly, with a Retry button; announced as an alert. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  /** The retry button's words, when a screen says it its own way. */
  retryLabel?: string;
}) {
  const t = useT();
  return (
    <div className="error-state" role="alert">
      <Icon name="warning" />
      <p className="state-title">{title}</p>
      {message ? <p className="state-text">{message}</p> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {retryLabel ?? t('timeline.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Grey rows where posts will be, while the first page loads; one "Loading…" for assistive technology. */
export function SkeletonRows({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div className="skeleton" role="status">
      <span className="visually-hidden">{t('chrome.loadingDots')}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <SkeletonRow key={i} />
      ))}
    </div>
  );
}

/** One grey post-shaped row (a row whose component is still being fetched shows one). */
export function SkeletonRow() {
  return (
    <div className="skeleton-row" aria-hidden="true">
      <div className="skeleton-avatar" />
      <div className="skeleton-lines">
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
      </div>
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `card ${className}` : 'card'}>{children}</div>;
}

/** A short message at the edge of the screen, with an optional action and a dismiss button. A toast is its own
 *  polite live region unless `live` is false (a list of toasts that is one region, as the app's alerts are). */
export function Toast({
  children,
  action,
  onDismiss,
  className,
  live = true,
}: {
  children: ReactNode;
  action?: { label: string; run: () => void };
  onDismiss: () => void;
  className?: string;
  live?: boolean;
}) {
  const t = useT();
  return (
    <div className={className ? `toast ${className}` : 'toast'} role={live ? 'status' : undefined}>
      <div className="toast-body">{children}</div>
      {action ? (
        <button type="button" className="toast-action" onClick={action.run}>
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="toast-dismiss"
        aria-label={t('chrome.dismiss')}
        title={t('chrome.dismiss')}
        onClick={onDismiss}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
