// Why a view could not load, with a way to try again in place (issue 12.6; issue 10 item 34). The core retries by
// itself too; the button asks at once. A list with no rows shows it as its whole state, instead of "Nothing here
// yet." (never both); a list with rows keeps them and shows it as a line above.
import { ErrorState } from '../../design/States.tsx';

export function ViewError({
  message,
  onRetry,
  whole,
}: {
  message: string;
  onRetry: () => void;
  /** True when there are no rows: the failure is all the list has to say. */
  whole: boolean;
}) {
  // The list's whole state is the design system's error state; above kept rows, a line of its own.
  if (whole) return <ErrorState title={message} onRetry={onRetry} retryLabel="Try again" />;
  return (
    <div className="view-error" role="alert">
      <span className="view-error-message">{message}</span>
      <button type="button" className="view-error-retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
