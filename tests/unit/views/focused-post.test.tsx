// @vitest-environment happy-dom
// The focused post of a thread (issue 13): its full date, visibility as icon and name, the application it was posted
// with (linked when it has a website), "Edited …" opening /history, and counts in short form of which boosts and
// favourites open who boosted and favourited it; the post's pages open at Mastodon's addresses, and the history
// screen shows each version or says why it could not.
import { afterEach, describe, expect, it } from 'vitest';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import type { StatusHistory } from '../../../shared/protocol/status-history.ts';
import { AppRoutes } from '../../../src/routes/AppRoutes.tsx';
import { FocusedFacts } from '../../../src/views/status-detail/FocusedFacts.tsx';
import { saidAlert } from '../core-words.ts';
import { account, statusRow } from './fixtures.ts';
import { byText, click, fakeCore, type Rendered, render, until } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const ada = { ...account('7', 'Ada'), acct: 'ada' };

async function openThread() {
  const row = statusRow('9', {
    account: ada,
    inReplyToId: '8',
    visibility: 'unlisted',
    editedAt: '2026-01-02T00:00:00.000Z',
    application: { name: 'Tusky', website: 'https://tusky.app' },
    repliesCount: 2,
    reblogsCount: 1500,
    favouritesCount: 12,
  });
  r = render(<FocusedFacts status={row.status} />, fakeCore(), '/@ada/9');
  await until(() => r!.container.querySelector('.focused-facts') !== null);
  return r.container.querySelector<HTMLElement>('.focused-facts')!;
}

describe('the focused post', () => {
  it('states its visibility, application, edit date and counts in short form', async () => {
    const facts = await openThread();
    expect(facts.querySelector('.focused-visibility')?.textContent).toBe('Quiet public');
    expect(facts.querySelector('.focused-visibility .icon-unlock')).not.toBeNull();
    const app = facts.querySelector<HTMLAnchorElement>('.focused-application a');
    expect(app?.textContent).toBe('Tusky');
    expect(app?.getAttribute('href')).toBe('https://tusky.app');
    expect(facts.querySelector('.focused-date time')?.getAttribute('datetime')).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(facts.querySelector('.focused-edited')?.getAttribute('href')).toBe('/@ada/9/history');
    expect(facts.querySelector('.focused-edited')?.textContent).toMatch(/^Edited /);
    expect(facts.querySelector('.count-replies')?.textContent).toBe('2 replies');
    expect(facts.querySelector('.count-reblogs')?.textContent).toBe('1.5K boosts');
    expect(facts.querySelector('.count-favourites')?.textContent).toBe('12 favourites');
  });

  it('opens who favourited it at /@acct/id/favourites', async () => {
    const facts = await openThread();
    click(byText(facts, 'a', '12 favourites'));
    expect(r!.location.history?.at(-1)).toBe('/@ada/9/favourites');
  });
});

async function viewsAt(path: string) {
  const core = fakeCore();
  r = render(<AppRoutes />, core, path);
  await until(() => core.stores.size > 0);
  return [...core.stores.keys()];
}

describe('the post’s pages', () => {
  it.each([
    ['/@ada/9/reblogs', 'status-accounts:relation=reblogged_by:statusId=9'],
    ['/@ada@remote.example/9/favourites', 'status-accounts:relation=favourited_by:statusId=9'],
  ])('%s shows %s', async (path, view) => {
    expect(await viewsAt(path)).toEqual([view]);
  });

  it('/history lists each version newest first with what it changed', async () => {
    const history: StatusHistory = {
      versions: [
        {
          createdAt: '2026-01-02T00:00:00.000Z',
          account: ada,
          content: [{ t: 'p', c: ['Second'] }],
          spoilerText: 'cw',
          sensitive: true,
          media: [],
          pollOptions: null,
          original: false,
          changes: ['text', 'spoiler'],
        },
        {
          createdAt: '2026-01-01T00:00:00.000Z',
          account: ada,
          content: [{ t: 'p', c: ['First'] }],
          spoilerText: '',
          sensitive: false,
          media: [],
          pollOptions: null,
          original: true,
          changes: [],
        },
      ],
    };
    const core = fakeCore({
      intent: async (i): Promise<IntentResult> =>
        i.type === 'status.history' && i.statusId === '9' ? { ok: true, value: history } : { ok: true },
    });
    r = render(<AppRoutes />, core, '/@ada/9/history');
    await until(() => r!.container.querySelectorAll('.history-version').length === 2);
    const versions = [...r.container.querySelectorAll('.history-version')];
    expect(versions[0]!.querySelector('.history-content')?.textContent).toBe('Second');
    expect(versions[0]!.querySelector('time')?.textContent).toMatch(/^Edited /);
    expect([...versions[0]!.querySelectorAll('.history-changes li')].map((li) => li.textContent)).toEqual([
      'Text changed',
      'Content warning changed',
    ]);
    expect(versions[1]!.querySelector('time')?.textContent).toMatch(/^Published /);
  });

  it('/history says why it failed and tries again', async () => {
    let calls = 0;
    const core = fakeCore({
      intent: async (): Promise<IntentResult> => {
        calls += 1;
        return calls === 1
          ? { ok: false, alert: saidAlert('Oops', 'The server had a problem (503).') }
          : { ok: true, value: { versions: [] } };
      },
    });
    r = render(<AppRoutes />, core, '/@ada/9/history');
    await until(() => r!.container.querySelector('.error-state') !== null);
    expect(r.container.querySelector('.error-state')?.textContent).toContain(
      'The server had a problem (503).',
    );
    click(byText(r.container, 'button', 'Retry'));
    await until(() => r!.container.querySelector('.empty-state') !== null);
    expect(calls).toBe(2);
  });
});
