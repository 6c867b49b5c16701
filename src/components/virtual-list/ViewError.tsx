import type { CoreText } from '../../../shared/protocol/text.ts';
import { coreMessage } from '../../app/core-text.ts';
// Why a view could not load, with a way to try again in place (issue 12.6; issue 10 item 34). The core retries by
// itself too; the button asks at once. A list with no rows shows it as its whole state, instead of "Nothing here
// yet." (never both); a list with rows keeps them and shows it as a line above.
import { ErrorState } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';

export function ViewError({
  message,
  onRetry,
  whole,
}: {
  message: CoreText | string;
  onRetry: () => void;
  /** True when there are no rows: the failure is all the list has to say. */
  whole: boolean;
}) {
  const t = useT();
  const text = coreMessage(message);
  // The list's whole state is the design system's error state; above kept rows, a line of its own.
  if (whole) return <ErrorState title={text} onRetry={onRetry} retryLabel={t('chrome.tryAgain')} />;
  return (
    <div className="view-error" role="alert">
      <span className="view-error-message">{text}</span>
      <button type="button" className="view-error-retry" onClick={onRetry}>
        {t('chrome.tryAgain')}
      </button>
    </div>
  );
}
