// Whether a list is a deck column, and the settings patch that adds or removes it (settings are the core's, so
// every tab's deck follows).
import { hasListColumn, withListColumn, withoutListColumn } from '../../../shared/protocol/lists.ts';
import { DEFAULT_COLUMNS, type DeckColumn } from '../../app/layout-choice.ts';

export const columnsOf = (settings: { columns?: DeckColumn[] }): readonly DeckColumn[] =>
  settings.columns ?? DEFAULT_COLUMNS;

export const isColumn = (settings: { columns?: DeckColumn[] }, listId: string) =>
  hasListColumn(columnsOf(settings), listId);

/** The `settings.patch` that puts the list in the deck, or takes it out. */
export function columnPatch(
  settings: { columns?: DeckColumn[] },
  listId: string,
  add: boolean,
): { columns: DeckColumn[] } {
  const columns = columnsOf(settings);
  return {
    columns: add ? withListColumn(columns, listId) : (withoutListColumn(columns, listId) ?? [...columns]),
  };
}
