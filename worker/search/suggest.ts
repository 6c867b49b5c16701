// Typing-ahead (section 9: limit 4 accounts and 4 hashtags): what is asked for a partial query, and the answers
// read defensively. `#knit` asks for hashtags only, `@ad` for accounts only; anything else for both.
import { SUGGESTION_LIMITS } from '../../shared/constants.ts';
import type { SearchSuggestions } from '../../shared/protocol/search.ts';
import { normalizeAccount } from '../api/normalize/account.ts';
import type { Json } from '../api/normalize/primitives.ts';
import { normalizeTag } from '../api/normalize/status.ts';
import type { RequestSpec } from '../api/transport.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toHashtagRow } from './rows.ts';

/** The requests for a partial query (none for an empty one). */
export function suggestionRequests(raw: string): {
  accounts: RequestSpec | null;
  hashtags: RequestSpec | null;
} {
  const q = raw.trim();
  const term = q.replace(/^[#@＃]/, '').trim();
  if (term === '') return { accounts: null, hashtags: null };
  const wantAccounts = !/^[#＃]/.test(q);
  const wantTags = !q.startsWith('@') && !term.includes('@');
  return {
    accounts: wantAccounts
      ? {
          call: 'accounts.search',
          method: 'GET',
          path: '/api/v1/accounts/search',
          query: { q: term, resolve: 'false', limit: String(SUGGESTION_LIMITS.accounts) },
        }
      : null,
    hashtags: wantTags
      ? {
          call: 'search.hashtags',
          method: 'GET',
          path: '/api/v2/search',
          query: {
            q: term,
            type: 'hashtags',
            resolve: 'false',
            limit: String(SUGGESTION_LIMITS.hashtags),
            exclude_unreviewed: 'true',
          },
        }
      : null,
  };
}

/** The suggestions in two answers (either may be missing or unreadable: it then suggests nothing). */
export function readSuggestions(accounts: Json, hashtags: Json): SearchSuggestions {
  const accountList = Array.isArray(accounts) ? accounts : [];
  const tagBody =
    typeof hashtags === 'object' && hashtags !== null ? (hashtags as { hashtags?: Json }).hashtags : null;
  const tagList = Array.isArray(tagBody) ? tagBody : [];
  return {
    accounts: accountList
      .flatMap((a) => {
        const p = normalizeAccount(a);
        return p.ok ? [toAccountChip(p.value)] : [];
      })
      .slice(0, SUGGESTION_LIMITS.accounts),
    hashtags: tagList
      .flatMap((t) => {
        const p = normalizeTag(t);
        if (!p.ok || !p.value.name) return [];
        return [{ name: p.value.name, people: toHashtagRow(p.value).people }];
      })
      .slice(0, SUGGESTION_LIMITS.hashtags),
  };
}
