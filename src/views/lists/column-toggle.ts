// Whether a list is a deck column, and the deck operation that adds or removes it (the core applies it to the deck
// it holds, so every tab's deck follows and a tab with an older copy never undoes another's change).
import { hasListColumn } from '../../../shared/protocol/lists.ts';
import { type DeckColumnOp, deckColumnsOf } from '../../../shared/settings/deck-columns.ts';

export const isColumn = (settings: { columns?: unknown }, listId: string) =>
  hasListColumn(deckColumnsOf(settings), listId);

/** The `deck.column` operation that puts the list in the deck, or takes it out. */
export function columnToggleOp(listId: string, add: boolean): DeckColumnOp {
  return add
    ? { op: 'add', column: { id: 'LIST', params: { id: listId } } }
    : { op: 'remove', key: `LIST:${listId}` };
}
