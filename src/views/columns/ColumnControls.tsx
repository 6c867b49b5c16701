// A deck column's menu: move it left or right, choose its width, remove it. Each choice is one operation the core
// applies to the deck it holds (shared/settings/deck-columns.ts), so every tab shows the result at once and two
// tabs never undo each other's changes.
import type { ColumnWidth, DeckColumnOp } from '../../../shared/settings/deck-columns.ts';
import { useCore } from '../../app/core-context.tsx';
import { Menu } from '../../design/Menu.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';

const WIDTHS: { width: ColumnWidth; label: MessageId }[] = [
  { width: 'narrow', label: 'deck.widthNarrow' },
  { width: 'normal', label: 'deck.widthNormal' },
  { width: 'wide', label: 'deck.widthWide' },
];

export function ColumnControls({
  columnKey,
  name,
  width,
  first,
  last,
}: {
  columnKey: string;
  /** The column's name (its title), so each column's menu button says whose it is. */
  name: string;
  width: ColumnWidth;
  first: boolean;
  last: boolean;
}) {
  const t = useT();
  const core = useCore();
  const send = (op: DeckColumnOp) => void core.intent({ type: 'deck.column', op });
  return (
    <Menu
      label={t('deck.columnMenu', { name })}
      className="deck-column-menu"
      buttonClassName="icon-button with-icon icon-more"
    >
      {first ? null : (
        <button type="button" onClick={() => send({ op: 'move', key: columnKey, by: -1 })}>
          {t('deck.moveBack')}
        </button>
      )}
      {last ? null : (
        <button type="button" onClick={() => send({ op: 'move', key: columnKey, by: 1 })}>
          {t('deck.moveForward')}
        </button>
      )}
      {WIDTHS.map((w) => (
        <button
          type="button"
          key={w.width}
          data-width={w.width}
          onClick={() => send({ op: 'width', key: columnKey, width: w.width })}
        >
          {w.width === width ? t('deck.widthCurrent', { width: t(w.label) }) : t(w.label)}
        </button>
      ))}
      <button
        type="button"
        className="deck-menu-remove"
        onClick={() => send({ op: 'remove', key: columnKey })}
      >
        {t('deck.remove')}
      </button>
    </Menu>
  );
}
