// The deck a user has before changing it (section 2: COMPOSE, HOME and NOTIFICATIONS), apart from the column rules
// (deck-columns.ts) so that the startup bundle, which needs only this, does not carry them.
import type { DeckColumn } from './deck-columns.ts';

export const DEFAULT_COLUMNS: readonly DeckColumn[] = [
  { id: 'COMPOSE' },
  { id: 'HOME' },
  { id: 'NOTIFICATIONS' },
];
