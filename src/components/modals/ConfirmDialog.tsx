// A confirmation before an action that cannot be undone (section 7: delete, delete & re-draft, unfollow, sign out),
// drawn with the design system's Dialog: focus starts on Cancel's neighbour, the confirming button, so Enter
// confirms and Escape, Back or Cancel leave everything as it was. Each confirmation can be turned off in settings
// (shared/settings/confirmations.ts); the caller asks shouldConfirm() before opening it.
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import './modals.css';

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  returnFocus,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const t = useT();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      className="confirm-dialog"
      {...(returnFocus ? { returnFocus } : {})}
    >
      <p className="modal-text">{message}</p>
      <div className="modal-actions">
        <Button onClick={onClose}>{t('modals.cancel')}</Button>
        <Button
          variant="danger"
          data-autofocus=""
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
