// Typing-ahead: asked once typing pauses (200 ms, section 9), only the latest text's answer shown, a failure (a
// 429) quietly suggests nothing, an empty field clears at once; and the listbox's options and keyboard.
import { describe, expect, it } from 'vitest';
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import type { SearchSuggestions } from '../../../shared/protocol/search.ts';
import {
  choose,
  moveHighlight,
  searchOptions,
  submitChoice,
} from '../../../src/views/search/search-options.ts';
import { createTypeahead, NO_SUGGESTIONS } from '../../../src/views/search/typeahead.ts';

function fakeTimers() {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = next++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (h: unknown) => {
      const i = timers.findIndex((t) => t.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
  };
}

const chip = (acct: string): AccountChip => ({
  id: acct,
  acct,
  username: acct,
  displayName: [],
  avatar: '',
  avatarStatic: '',
  url: '',
  bot: false,
  locked: false,
});
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('typing-ahead', () => {
  it('asks once typing pauses for 200 ms, for the latest text only', async () => {
    const t = fakeTimers();
    const asked: string[] = [];
    const shown: string[] = [];
    const ta = createTypeahead({
      ask: async (q) => {
        asked.push(q);
        return { accounts: [chip(q)], hashtags: [] };
      },
      show: (q) => shown.push(q),
      ...t,
    });
    ta.input('a');
    t.advance(100);
    ta.input('ad');
    t.advance(100);
    ta.input('ada');
    t.advance(199);
    expect(asked).toEqual([]);
    t.advance(1);
    await flush();
    expect(asked).toEqual(['ada']);
    expect(shown).toEqual(['ada']);
  });

  it('drops a slow answer to an older text; a failure (429) suggests nothing, quietly', async () => {
    const t = fakeTimers();
    const pending = new Map<
      string,
      { resolve: (s: SearchSuggestions) => void; reject: (e: unknown) => void }
    >();
    const shown: [string, SearchSuggestions][] = [];
    const ta = createTypeahead({
      ask: (q) => new Promise((resolve, reject) => pending.set(q, { resolve, reject })),
      show: (q, s) => shown.push([q, s]),
      ...t,
    });
    ta.input('ad');
    t.advance(200);
    ta.input('ada');
    t.advance(200);
    pending.get('ada')?.reject(new Error('429'));
    pending.get('ad')?.resolve({ accounts: [chip('adam')], hashtags: [] });
    await flush();
    expect(shown).toEqual([['ada', NO_SUGGESTIONS]]);
  });

  it('an emptied field clears the suggestions at once and asks nothing', () => {
    const t = fakeTimers();
    const shown: string[] = [];
    let asked = 0;
    const ta = createTypeahead({
      ask: async () => {
        asked++;
        return NO_SUGGESTIONS;
      },
      show: (q) => shown.push(q),
      ...t,
    });
    ta.input('ad');
    ta.input('  ');
    t.advance(500);
    expect(asked).toBe(0);
    expect(shown).toEqual(['']);
  });
});

describe('the listbox', () => {
  const suggestions: SearchSuggestions = {
    accounts: [chip('ada')],
    hashtags: [{ name: 'knitting', people: 3 }],
  };

  it('an empty field offers the recent searches; typing offers the search, then accounts and hashtags', () => {
    const recent = [{ type: 'search' as const, q: 'coffee' }];
    expect(searchOptions('', suggestions, recent).map((o) => o.kind)).toEqual(['recent']);
    expect(searchOptions('ad', suggestions, recent).map((o) => o.kind)).toEqual([
      'search',
      'account',
      'hashtag',
    ]);
    // A URL is opened, not searched for and not suggested about.
    expect(searchOptions('https://a.example/@ada/1', suggestions, recent).map((o) => o.kind)).toEqual([
      'resolve',
    ]);
  });

  it('choosing says where to go and what to remember', () => {
    const [search, acc, tag] = searchOptions('ad', suggestions, []);
    if (!search || !acc || !tag) throw new Error('options');
    expect(choose(search)).toEqual({ go: '/search?q=ad', remember: { type: 'search', q: 'ad' } });
    expect(choose(acc)).toEqual({ go: '/@ada', remember: { type: 'account', q: 'ada' } });
    expect(choose(tag)).toEqual({ go: '/tags/knitting', remember: { type: 'hashtag', q: 'knitting' } });
    expect(submitChoice('   ')).toBeNull();
    expect(submitChoice('@ada@fedi.example')).toEqual({
      resolve: '@ada@fedi.example',
      remember: { type: 'search', q: '@ada@fedi.example' },
    });
  });

  it('arrows move the highlight and wrap', () => {
    expect(moveHighlight('ArrowDown', -1, 3)).toBe(0);
    expect(moveHighlight('ArrowDown', 2, 3)).toBe(0);
    expect(moveHighlight('ArrowUp', 0, 3)).toBe(2);
    expect(moveHighlight('ArrowUp', -1, 3)).toBe(2);
    expect(moveHighlight('ArrowDown', -1, 0)).toBeNull();
    expect(moveHighlight('a', 0, 3)).toBeNull();
  });
});
