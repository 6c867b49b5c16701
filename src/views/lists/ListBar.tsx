// The bar of a list's timeline (its screen and its deck column): the way to its members and settings, and the
// button that puts it in the deck as a column or takes it out.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useCore } from '../../app/core-context.tsx';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { columnToggleOp, isColumn } from './column-toggle.ts';

export function ListBar({ listId, title }: { listId: string; title: string }) {
  useSignals();
  const t = useT();
  const core = useCore();
  const settings = useComputed(() => core.global.value.settings).value;
  const inDeck = isColumn(settings, listId);
  return (
    <div className="list-bar">
      <Link href={`/lists/${listId}/members`} aria-label={t('lists.membersNamed', { title })}>
        {t('lists.membersLink')}
      </Link>
      <Button onClick={() => void core.intent({ type: 'deck.column', op: columnToggleOp(listId, !inDeck) })}>
        {inDeck ? t('lists.removeColumn') : t('lists.addColumn')}
      </Button>
    </div>
  );
}
