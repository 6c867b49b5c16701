// Compose's suggestions while typing (issue 19 item 1) and the emoji picker's counts (item 2). The tab finds the
// word at the caret (shared/compose/caret-token.ts) and asks the core once typing pauses; the core asks the server
// (accounts: GET v1/accounts/search resolve=false, limit 4; hashtags: GET v2/search type=hashtags
// exclude_unreviewed, limit 4) and puts the user's recently used tags first. It never alerts: a 429 or any
// failure answers no suggestions.
import type { TagSuggestion } from '../compose/tag-history.ts';
import type { AccountChip } from './rows.ts';

export interface ComposeSuggestions {
  accounts: AccountChip[];
  hashtags: TagSuggestion[];
}

export const NO_COMPOSE_SUGGESTIONS: ComposeSuggestions = { accounts: [], hashtags: [] };

export type ComposeSuggestIntent =
  /** Suggestions for the account or hashtag being typed (`q` without its sign). Answers `ComposeSuggestions`. */
  | { type: 'compose.suggest'; kind: 'account' | 'hashtag'; q: string }
  /** An emoji was picked (its id: the character, or `:shortcode:`): the core counts it in frequentlyUsedEmojis. */
  | { type: 'emoji.used'; id: string };
