// Multi-column deck: the user's columns (section 3 `columns`, default COMPOSE, HOME, NOTIFICATIONS), each with its
// menu (move, width, remove), an "Add column" control at the end, and the routed screen as an extra column when no
// column shows it already (a link to a screen that is a column brings that column into view instead). The core
// keeps the columns and applies every change to them, so each tab shows the same deck. Paths are pushed under /deck.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { columnKey, type DeckColumn, deckColumnsOf } from '../../shared/settings/deck-columns.ts';
import { useCore } from '../app/core-context.tsx';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { AddColumn } from '../views/columns/AddColumn.tsx';
import { ColumnBody } from '../views/columns/ColumnBody.tsx';
import { ColumnControls } from '../views/columns/ColumnControls.tsx';
import { columnShowing } from '../views/columns/column-paths.ts';
import { useColumnName } from '../views/columns/use-column-name.ts';
import { SearchField } from '../views/search/SearchField.tsx';
import { NavLinks, SignedOutBanner } from './NavLinks.tsx';
import '../views/columns/deck.css';

function Column({ column, first, last }: { column: DeckColumn; first: boolean; last: boolean }) {
  const name = useColumnName(column);
  const key = columnKey(column);
  return (
    <div
      className={column.id === 'COMPOSE' ? 'column column-compose deck-column' : 'column deck-column'}
      data-column={key}
      data-width={column.width ?? 'normal'}
    >
      <ColumnControls
        columnKey={key}
        name={name}
        width={column.width ?? 'normal'}
        first={first}
        last={last}
      />
      <ColumnBody column={column} />
    </div>
  );
}

/** Which routed screens a column already shows, so the extra column does not duplicate it. */
export function shownByColumns(columns: readonly DeckColumn[]): string[] {
  const out: string[] = [];
  for (const c of columns) {
    if (c.id === 'HOME') out.push('home');
    if (c.id === 'NOTIFICATIONS') out.push('notifications');
    if (c.id === 'COMPOSE') out.push('compose');
  }
  return out;
}

export function DeckColumns() {
  useSignals();
  const core = useCore();
  const columns = useComputed(() => deckColumnsOf(core.global.value.settings)).value;
  const [location] = useLocation();
  const exclude = shownByColumns(columns);
  const shownAt = columnShowing(columns, location);
  const routedIsColumn =
    location === '/' ||
    shownAt >= 0 ||
    ((location === '/publish' || location === '/statuses/new') && exclude.includes('compose'));
  // A link to a screen that is a column: that column comes into view (the deck may be wider than the window).
  const deck = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownAt < 0) return;
    const el = deck.current?.querySelectorAll(':scope > .deck-column')[shownAt];
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [shownAt]);
  // The navigation (and Sign out) lives in the compose column; a deck set up without one gets a narrow nav column.
  const hasNav = columns.some((c) => c.id === 'COMPOSE');
  return (
    <div className="layout layout-deck" ref={deck}>
      {hasNav ? null : (
        <div className="column column-nav">
          <SearchField />
          <SignedOutBanner />
          <NavLinks compact />
        </div>
      )}
      {columns.map((c, i) => (
        <Column key={columnKey(c)} column={c} first={i === 0} last={i === columns.length - 1} />
      ))}
      {routedIsColumn ? null : (
        <div className="column column-detail">
          <AppRoutes exclude={exclude} />
        </div>
      )}
      <AddColumn columns={columns} />
    </div>
  );
}
