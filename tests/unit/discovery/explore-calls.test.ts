// The explore lists in the core (issue 16): trends failures say nothing as an alert (section 8: the list shows a
// retry in place), other failures carry the alert; malformed bodies never throw; hostile notes and card URLs are
// cleaned; the directory knows there is more from a full page of 20.
import { describe, expect, it } from 'vitest';
import type {
  DirectoryCard,
  OffsetPage,
  SuggestionItem,
  TrendLink,
} from '../../../shared/protocol/discovery.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import {
  directoryPage,
  suggestions,
  trendingLinks,
  trendingTags,
} from '../../../worker/discovery/explore-calls.ts';
import { shownAlert } from '../core-words.ts';

const ok = (body: unknown) => (): Promise<RawResult> =>
  Promise.resolve({ ok: true, answer: { status: 200, headers: new Headers(), body } });
const fails =
  (status: number) =>
  (spec: RequestSpec): Promise<RawResult> =>
    Promise.resolve({
      ok: false,
      error: new ApiError({
        kind: 'http',
        call: spec.call,
        method: 'GET',
        url: spec.path,
        status,
        statusText: 'Oops',
      }),
    });

const account = (id: string, note = '<p>hi</p>') => ({
  id,
  username: `u${id}`,
  acct: `u${id}`,
  display_name: `User ${id}`,
  note,
  avatar: 'https://x.example/a.png',
  header: 'javascript:alert(1)',
  followers_count: 3,
  following_count: 1,
  statuses_count: 9,
  emojis: [],
});

describe('explore lists', () => {
  it('trends failures carry no alert; suggestion failures do', async () => {
    expect(await trendingTags(fails(500))).toEqual({ ok: false, alert: null });
    expect(await trendingLinks(fails(503))).toEqual({ ok: false, alert: null });
    const failed = await suggestions(fails(500));
    expect(shownAlert(failed.ok ? null : failed.alert)).toMatchObject({ title: '500' });
  });

  it('a body that is not a list is a failure, a bad entry is dropped', async () => {
    expect((await trendingTags(ok({ error: 'no' }))).ok).toBe(false);
    const r = await trendingTags(ok([{ name: 'cats', url: 'u', history: [] }, 42, null]));
    expect(r.ok ? (r.value as unknown[]).length : -1).toBe(1);
  });

  it('cleans hostile notes and drops links that are not web addresses', async () => {
    const s = await suggestions(
      ok([
        { sources: ['friends_of_friends', 'whatever'], account: account('1', '<script>x</script><p>ok</p>') },
      ]),
    );
    const item = (s.ok ? (s.value as SuggestionItem[]) : [])[0];
    expect(item?.sources).toEqual(['friends_of_friends']);
    expect(JSON.stringify(item?.account.note)).not.toContain('script');
    const links = await trendingLinks(
      ok([
        { url: 'javascript:alert(1)', title: 'bad', history: [] },
        { url: 'https://good.example/', title: 'good', history: [{ day: '1', uses: '4', accounts: '2' }] },
      ]),
    );
    const got = links.ok ? (links.value as TrendLink[]) : [];
    expect(got.map((l) => l.card.title)).toEqual(['good']);
    expect(got[0]?.use).toEqual({ daily: [4], uses: 4, accounts: 2 });
  });

  it('a directory page asks 20 from its offset, and nothing else; a full page means more', async () => {
    const asked: RequestSpec[] = [];
    const server = (spec: RequestSpec) => {
      asked.push(spec);
      return ok(Array.from({ length: 20 }, (_, i) => account(String(i))))();
    };
    const r = await directoryPage(server, { offset: 40, local: true, order: 'new' });
    expect(asked[0]).toMatchObject({ query: { limit: '20', offset: '40', local: 'true', order: 'new' } });
    // The cards' buttons ask the core's relationship book, which every tab shares: no request of the page's own.
    expect(asked).toHaveLength(1);
    const page = r.ok ? (r.value as OffsetPage<DirectoryCard>) : null;
    expect(page?.hasMore).toBe(true);
    expect(page?.items[0]?.header).toBe('');
    // A short page is the last.
    const last = await directoryPage(() => ok([account('1')])(), {
      offset: 0,
      local: false,
      order: 'active',
    });
    const lastPage = last.ok ? (last.value as OffsetPage<DirectoryCard>) : null;
    expect(lastPage?.hasMore).toBe(false);
  });
});
