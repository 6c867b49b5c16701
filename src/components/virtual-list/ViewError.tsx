// Why a view could not load, with a Retry button in place (issue 12.6). The core retries by itself too; the button
// asks at once. Shown instead of "Nothing here yet." when there is nothing to show, else above the rows.
export function ViewError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="view-error" role="alert">
      <span className="view-error-message">{message}</span>
      <button type="button" className="view-error-retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
