// The filter screens' logic as plain functions: form state ↔ server filter, validation, the request body (new,
// changed, removed and blanked keywords; expiry kept, changed or cleared), the list's texts, the FILTER modal's
// context from the screen's path, and the column settings' patches with the keys the core reads.
import { describe, expect, it } from 'vitest';
import { viewKey } from '../../../shared/protocol/views.ts';
import type { Filter, Status } from '../../../shared/wire/entities.ts';
import { filterContextForPath } from '../../../src/views/filters/filter-context.ts';
import {
  contextsText,
  expiryText,
  filterFieldsOf,
  formFromFilter,
  hasErrors,
  validateFilterForm,
} from '../../../src/views/filters/filter-form.ts';
import { panelValues, regexPatch, showsPatch } from '../../../src/views/filters/timeline-settings.ts';
import { readTimelineSettings, shownBySettings } from '../../../worker/filters/timelineSettings.ts';
import { status } from '../core/fake-instance.ts';

const NOW = Date.parse('2026-08-01T12:00:00Z');

const existing: Filter = {
  id: '7',
  title: 'Spoilers',
  context: ['home', 'thread'],
  expires_at: new Date(NOW + 3 * 3600_000).toISOString(),
  filter_action: 'hide',
  keywords: [
    { id: '4', keyword: 'finale', whole_word: true },
    { id: '5', keyword: 'season', whole_word: false },
    { id: '6', keyword: 'ending', whole_word: true },
  ],
  statuses: [],
};

describe('filter form', () => {
  it('a new filter needs a title and at least one context', () => {
    const s = formFromFilter(null);
    expect(validateFilterForm(s)).toEqual({ title: 'A title is required.' });
    const none = { ...s, title: '  ', contexts: [] };
    const e = validateFilterForm(none);
    expect(e.title).toBeDefined();
    expect(e.contexts).toBe('Choose at least one place where the filter applies.');
    expect(hasErrors(validateFilterForm({ ...s, title: 'Ok' }))).toBe(false);
  });

  it('a new filter: trimmed title, contexts in the server order, blank keywords left out, no expiry sent', () => {
    const s = formFromFilter(null, 'notifications');
    expect(s.contexts).toEqual(['notifications']);
    const fields = filterFieldsOf(
      {
        ...s,
        title: ' Cats ',
        contexts: ['thread', 'home'],
        action: 'hide',
        keywords: [
          { keyword: ' kitten ', wholeWord: false, removed: false },
          { keyword: '   ', wholeWord: true, removed: false },
          { keyword: 'gone', wholeWord: true, removed: true },
        ],
      },
      null,
    );
    expect(fields).toEqual({
      title: 'Cats',
      context: ['home', 'thread'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'kitten', whole_word: false }],
    });
  });

  it('an edit sends changed keywords with their id, destroys removed or blanked ones, adds new ones', () => {
    const s = formFromFilter(existing);
    expect(s.expiry).toBe('keep');
    expect(s.keywords.map((k) => [k.id, k.keyword, k.wholeWord])).toEqual([
      ['4', 'finale', true],
      ['5', 'season', false],
      ['6', 'ending', true],
    ]);
    const edited = {
      ...s,
      keywords: [
        { ...s.keywords[0]!, wholeWord: false },
        { ...s.keywords[1]!, removed: true },
        { ...s.keywords[2]!, keyword: '' },
        { keyword: 'trailer', wholeWord: true, removed: false },
      ],
    };
    const fields = filterFieldsOf(edited, existing);
    expect(fields.keywords_attributes).toEqual([
      { id: '4', keyword: 'finale', whole_word: false },
      { id: '5', _destroy: true },
      { id: '6', _destroy: true },
      { keyword: 'trailer', whole_word: true },
    ]);
    // The expiry is left alone unless changed.
    expect('expires_in' in fields).toBe(false);
  });

  it('unchanged keywords are not sent; the expiry is set in seconds or cleared with null', () => {
    const s = formFromFilter(existing);
    expect(filterFieldsOf(s, existing).keywords_attributes).toBeUndefined();
    expect(filterFieldsOf({ ...s, expiry: '1800' }, existing).expires_in).toBe(1800);
    expect(filterFieldsOf({ ...s, expiry: 'never' }, existing).expires_in).toBeNull();
  });

  it('the list texts', () => {
    expect(contextsText(['thread', 'home'])).toBe('Home and lists, Conversations');
    expect(expiryText(null, NOW)).toBe('Never expires');
    expect(expiryText(existing.expires_at, NOW)).toBe('Expires in 3 hours');
    expect(expiryText(new Date(NOW + 8 * 86400_000).toISOString(), NOW)).toBe('Expires in 1 week');
    expect(expiryText(new Date(NOW - 1).toISOString(), NOW)).toBe('Expired');
  });

  it("the FILTER modal's context comes from the screen the post is on", () => {
    expect(filterContextForPath('/')).toBe('home');
    expect(filterContextForPath('/deck/home')).toBe('home');
    expect(filterContextForPath('/lists/3')).toBe('home');
    expect(filterContextForPath('/notifications')).toBe('notifications');
    expect(filterContextForPath('/@bob@x.test/109')).toBe('thread');
    expect(filterContextForPath('/@bob')).toBe('account');
    expect(filterContextForPath('/tags/cats')).toBe('public');
  });
});

describe('column settings', () => {
  const home = { kind: 'timeline' as const, timeline: 'home' as const };
  const tag = { kind: 'timeline' as const, timeline: 'tag' as const, tag: 'cats' };
  const tagKey = viewKey(tag);

  it('patches carry the whole homeShows / regex objects, under the keys the core reads', () => {
    const settings: Record<string, unknown> = { homeShows: { reply: false }, regex: { other: 'x' } };
    const shows = showsPatch(settings, 'reblog', false);
    expect(shows).toEqual({ homeShows: { reply: false, reblog: false } });
    const re = regexPatch(settings, tagKey, 'spoil(er)?');
    expect(re).toEqual({ regex: { other: 'x', [tagKey]: 'spoil(er)?' } });
    const merged = { ...settings, ...shows, ...re };
    expect(readTimelineSettings(merged)).toEqual({
      homeShows: { reply: false, reblog: false },
      regex: { other: 'x', 'timeline:tag=cats:timeline=tag': 'spoil(er)?' },
    });
    expect(regexPatch(merged, tagKey, '  ')).toEqual({ regex: { other: 'x' } });
  });

  it('what the panel shows: toggles only on home, missing settings shown as on', () => {
    const homeKey = viewKey(home);
    expect(panelValues({}, home, homeKey)).toEqual({
      shows: { reblog: true, reply: true, quote: true },
      regex: '',
    });
    expect(panelValues({ homeShows: { quote: false } }, home, homeKey).shows?.quote).toBe(false);
    expect(panelValues({ regex: { [tagKey]: 'a+' } }, tag, tagKey)).toEqual({ shows: null, regex: 'a+' });
  });

  it('an invalid regular expression in the settings record is ignored by the core, never thrown', () => {
    const settings = readTimelineSettings({ regex: { home: '(unclosed' }, homeShows: 'nonsense' });
    expect(settings.homeShows).toBeUndefined();
    const post = { ...status('1', 'hello'), account: { ...status('1').account, id: '2' } } as Status;
    expect(() => shownBySettings(post, { timeline: 'home' }, settings, null, '1')).not.toThrow();
  });
});
