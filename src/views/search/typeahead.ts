// Typing-ahead for the search field: the suggestions are asked for once typing pauses (section 9: 200 ms), only
// the answer to the latest text is shown (a slow answer to an older one is dropped), and an empty field asks
// nothing and clears them at once. Timers and the asking are passed in, so this is plain logic.
import { SUGGESTION_DEBOUNCE_MS } from '../../../shared/constants.ts';
import type { SearchSuggestions } from '../../../shared/protocol/search.ts';

export const NO_SUGGESTIONS: SearchSuggestions = { accounts: [], hashtags: [] };

export interface TypeaheadDeps {
  ask: (q: string) => Promise<SearchSuggestions>;
  show: (q: string, s: SearchSuggestions) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
  delayMs?: number;
}

export interface Typeahead {
  /** The field's text changed. */
  input(text: string): void;
  dispose(): void;
}

export function createTypeahead(deps: TypeaheadDeps): Typeahead {
  let timer: unknown = null;
  let latest = '';
  let disposed = false;
  const cancel = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  return {
    input(text) {
      const q = text.trim();
      if (q === latest && timer !== null) return;
      latest = q;
      cancel();
      if (q === '') {
        deps.show('', NO_SUGGESTIONS);
        return;
      }
      timer = deps.setTimeout(() => {
        timer = null;
        deps.ask(q).then(
          (s) => {
            if (!disposed && q === latest) deps.show(q, s);
          },
          // Typing-ahead never alerts: a failure (a 429 included) just suggests nothing.
          () => {
            if (!disposed && q === latest) deps.show(q, NO_SUGGESTIONS);
          },
        );
      }, deps.delayMs ?? SUGGESTION_DEBOUNCE_MS);
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
