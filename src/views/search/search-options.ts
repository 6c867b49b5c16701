// The options the search field offers, in the order the keyboard walks them: with an empty field the recent
// searches; while typing, the search itself (or opening the URL or handle), then account and hashtag suggestions.
// Choosing one says where to go and what to remember. Plain data, so the listbox is tested without a browser.
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import type { RecentSearch, SearchSuggestions } from '../../../shared/protocol/search.ts';
import { classifyQuery, isResolvable } from '../../../shared/search/query.ts';

export type SearchOption =
  | { kind: 'search'; id: string; q: string }
  | { kind: 'resolve'; id: string; q: string }
  | { kind: 'account'; id: string; account: AccountChip }
  | { kind: 'hashtag'; id: string; name: string; people: number }
  | { kind: 'recent'; id: string; entry: RecentSearch };

export function searchOptions(text: string, suggestions: SearchSuggestions, recent: readonly RecentSearch[]) {
  const k = classifyQuery(text);
  if (k.kind === 'empty')
    return recent.map((entry, i): SearchOption => ({ kind: 'recent', id: `recent-${i}`, entry }));
  const out: SearchOption[] = [
    isResolvable(k) ? { kind: 'resolve', id: 'resolve', q: k.q } : { kind: 'search', id: 'search', q: k.q },
  ];
  if (isResolvable(k) && k.kind === 'url') return out;
  suggestions.accounts.forEach((account, i) => {
    out.push({ kind: 'account', id: `account-${i}`, account });
  });
  suggestions.hashtags.forEach((h, i) => {
    out.push({ kind: 'hashtag', id: `hashtag-${i}`, name: h.name, people: h.people });
  });
  return out;
}

/** The search results address, Mastodon's own: /search?q=…&type=…. */
export function searchPath(q: string, type?: string): string {
  const p = new URLSearchParams({ q });
  if (type) p.set('type', type);
  return `/search?${p.toString()}`;
}

/** What choosing an option does: go somewhere (remembering it), resolve first, or nothing. */
export type Choice =
  | { go: string; remember: RecentSearch | null }
  | { resolve: string; remember: RecentSearch }
  | null;

export function choose(option: SearchOption): Choice {
  switch (option.kind) {
    case 'search':
      return { go: searchPath(option.q), remember: { type: 'search', q: option.q } };
    case 'resolve':
      return { resolve: option.q, remember: { type: 'search', q: option.q } };
    case 'account':
      return { go: `/@${option.account.acct}`, remember: { type: 'account', q: option.account.acct } };
    case 'hashtag':
      return {
        go: `/tags/${encodeURIComponent(option.name)}`,
        remember: { type: 'hashtag', q: option.name },
      };
    case 'recent': {
      const { entry } = option;
      if (entry.type === 'account') return { go: `/@${entry.q}`, remember: entry };
      if (entry.type === 'hashtag') return { go: `/tags/${encodeURIComponent(entry.q)}`, remember: entry };
      return isResolvable(classifyQuery(entry.q))
        ? { resolve: entry.q, remember: entry }
        : { go: searchPath(entry.q), remember: entry };
    }
  }
}

/** The field submitted with no option highlighted: the query itself (an empty one does nothing). */
export function submitChoice(text: string): Choice {
  const k = classifyQuery(text);
  if (k.kind === 'empty') return null;
  return choose(
    isResolvable(k) ? { kind: 'resolve', id: 'resolve', q: k.q } : { kind: 'search', id: 'search', q: k.q },
  );
}

/** Arrow keys move the highlight through the options, wrapping; none highlighted is -1. */
export function moveHighlight(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}
