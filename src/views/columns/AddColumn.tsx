// The deck's "Add column" control, at its end. The dialog it opens is no part of the deck's first paint: fetched
// when the button is first pressed (or when the page is idle, like the app's other deferred parts).
import { useState } from 'react';
import type { DeckColumn } from '../../../shared/settings/deck-columns.ts';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';

const Dialog = deferred(() => import('./AddColumnDialog.tsx').then((m) => m.AddColumnDialog));

export function AddColumn({ columns }: { columns: readonly DeckColumn[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="deck-add">
      {columns.length === 0 ? <p className="deck-empty">{t('deck.emptyDeck')}</p> : null}
      <Button className="deck-add-button" onClick={() => setOpen(true)}>
        {t('deck.addColumn')}
      </Button>
      {open ? <Dialog.Component columns={columns} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
