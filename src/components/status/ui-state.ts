// Per-post toggles the reader made (content warning opened, sensitive media shown, filter overridden). Kept in a
// module-level map keyed by status id so they survive the row being virtualized away and back.
import { useCallback, useState } from 'react';
import type { TranslationView } from '../../../shared/protocol/translation.ts';

/** A post's translation in this tab: being fetched, shown, or fetched and put aside for the original. */
export type TranslationState =
  | { state: 'loading' }
  | { state: 'shown'; view: TranslationView }
  | { state: 'original'; view: TranslationView };

export interface RowUiState {
  cwOpen: boolean;
  /** The reader's own choice for the media ('Click to show' or 'Hide'); null until they make one. */
  media: 'shown' | 'hidden' | null;
  filterOverridden: boolean;
  /** Null until the reader asks for a translation. */
  translation: TranslationState | null;
}

const states = new Map<string, RowUiState>();
const initial: RowUiState = { cwOpen: false, media: null, filterOverridden: false, translation: null };

export function getRowUiState(id: string): RowUiState {
  return states.get(id) ?? initial;
}

export function clearRowUiStates(): void {
  states.clear();
}

export function useRowUiState(id: string): [RowUiState, (patch: Partial<RowUiState>) => void] {
  const [state, setState] = useState(() => getRowUiState(id));
  const current = states.get(id) ?? state;
  const update = useCallback(
    (patch: Partial<RowUiState>) => {
      const next = { ...(states.get(id) ?? initial), ...patch };
      states.set(id, next);
      setState(next);
    },
    [id],
  );
  return [current, update];
}
