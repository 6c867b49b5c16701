// The dialogs of a list: its settings (title, replies, exclusive) for a new list or an existing one, and the
// confirmation before a delete. Each sends its intent to the core; the core updates every tab's lists, and the
// dialog closes once the server took the change (a refusal keeps it open, and the core's alert says why).
import { useState } from 'react';
import type { ListRow } from '../../../shared/protocol/lists.ts';
import { useCore } from '../../app/core-context.tsx';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { ListForm, NEW_LIST } from './ListForm.tsx';

/** A new list (`list` null) or the settings of one; `onDone` gets the list as the server answered it. */
export function ListSettingsDialog({
  list,
  onClose,
  onDone,
}: {
  list: ListRow | null;
  onClose: () => void;
  onDone?: (list: ListRow) => void;
}) {
  const core = useCore();
  const t = useT();
  return (
    <Dialog title={list ? t('lists.edit') : t('lists.new')} onClose={onClose} className="list-dialog">
      <ListForm
        initial={
          list
            ? { title: list.title, repliesPolicy: list.repliesPolicy, exclusive: list.exclusive }
            : NEW_LIST
        }
        submitLabel={list ? t('lists.save') : t('lists.create')}
        onCancel={onClose}
        onSubmit={async (fields) => {
          const r = await core.intent(
            list ? { type: 'list.update', listId: list.id, fields } : { type: 'list.create', fields },
          );
          if (!r.ok) return false;
          onDone?.(r.value as ListRow);
          onClose();
          return true;
        }}
      />
    </Dialog>
  );
}

export function DeleteListDialog({
  list,
  onClose,
  onDeleted,
}: {
  list: ListRow;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const core = useCore();
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={t('lists.deleteTitle')} onClose={onClose} className="list-dialog">
      <p>{t('lists.deleteConfirm', { title: list.title })}</p>
      <div className="list-form-actions">
        <Button onClick={onClose}>{t('lists.cancel')}</Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void core.intent({ type: 'list.delete', listId: list.id }).then((r) => {
              setBusy(false);
              if (!r.ok) return;
              onClose();
              onDeleted?.();
            });
          }}
        >
          {t('lists.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
