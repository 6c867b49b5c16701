// Compose's suggestions in the core: one request per query the tab sends (it debounces), through the typing-ahead
// of search (worker/search/suggest.ts: the same calls and the same defensive reading), with the user's recently used
// tags first. Quiet: a 429, any failure or an unreadable answer suggests nothing, and nothing alerts.
import { recentTagsFirst } from '../../shared/compose/tag-history.ts';
import {
  type ComposeSuggestIntent,
  type ComposeSuggestions,
  NO_COMPOSE_SUGGESTIONS,
} from '../../shared/protocol/compose-suggest.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { readSuggestions, suggestionRequests } from '../search/suggest.ts';

export interface ComposeSuggestDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  tagHistory: () => Promise<readonly string[]>;
}

export async function composeSuggestions(
  deps: ComposeSuggestDeps,
  intent: Extract<ComposeSuggestIntent, { type: 'compose.suggest' }>,
): Promise<ComposeSuggestions> {
  const q = typeof intent.q === 'string' ? intent.q.trim() : '';
  if (q === '') return NO_COMPOSE_SUGGESTIONS;
  const ask = async (spec: RequestSpec | null): Promise<Json> => {
    if (!spec) return null;
    try {
      const r = await deps.request(spec);
      return r.ok ? (r.answer.body as Json) : null;
    } catch {
      return null;
    }
  };
  if (intent.kind === 'account') {
    const found = readSuggestions(await ask(suggestionRequests(`@${q}`).accounts), null);
    return { accounts: found.accounts, hashtags: [] };
  }
  const [body, history] = await Promise.all([
    ask(suggestionRequests(`#${q}`).hashtags),
    deps.tagHistory().catch(() => [] as readonly string[]),
  ]);
  const found = readSuggestions(null, body);
  return { accounts: [], hashtags: recentTagsFirst(history, found.hashtags, q) };
}

/** The intent's answer: always ok, with suggestions or none. */
export async function answerComposeSuggest(
  deps: ComposeSuggestDeps | null,
  intent: Extract<ComposeSuggestIntent, { type: 'compose.suggest' }>,
): Promise<IntentResult> {
  return { ok: true, value: deps ? await composeSuggestions(deps, intent) : NO_COMPOSE_SUGGESTIONS };
}
