// The profile's way into lists: the "Add to list…" menu item (for an account the user follows, as Mastodon allows
// members only among followed accounts) and its dialog, fetched only when opened.
import { useEffect } from 'react';
import { t } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';

const Dialog = deferred(() => import('./AddToListDialog.tsx').then((m) => m.AddToListDialog));

export const addToListItem = (open: () => void) => ({ label: t('lists.addToList'), run: open });

export function AddToListEntry({
  accountId,
  acct,
  onClose,
  returnFocus,
}: {
  accountId: string;
  acct: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the menu item that opened it is gone). */
  returnFocus?: () => HTMLElement | null;
}) {
  useEffect(() => () => returnFocus?.()?.focus(), [returnFocus]);
  return <Dialog.Component accountId={accountId} acct={acct} onClose={onClose} />;
}
