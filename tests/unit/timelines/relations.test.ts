// Block, mute and unfollow as the reader sees them: which timelines lose which posts.
import { describe, expect, it } from 'vitest';
import type { TimelineSpec } from '../../../shared/protocol/views.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import { account, boost, recorder, status } from './fixtures.ts';

/** Posts by account 9, boosts of them by 3, posts by 3, boosts by 9 of 4's post; opened in several views. */
function world(specs: TimelineSpec[]) {
  const rec = recorder();
  const engine = new TimelineEngine({ store: new EntityStore(), me: 'me', emit: rec.emit, now: () => 0 });
  const statuses = [
    status('806', { accountId: '9' }),
    boost('805', status('800', { accountId: '9' }), '3'),
    boost('804', status('801', { accountId: '4' }), '9'),
    status('803', { accountId: '3' }),
    status('802', { accountId: '4' }),
  ];
  const keys = specs.map((spec) => {
    const snap = engine.open(spec);
    rec.seed(snap.view, snap.rows);
    engine.applyPage(snap.view, { statuses, next: null, prev: null }, 'replace');
    return snap.view;
  });
  const consistent = () => {
    for (const k of keys) expect(rec.rows.get(k)).toEqual(engine.snapshot(k)?.rows);
  };
  return { engine, keys, rec, consistent };
}

const all = ['s:806', 's:805', 's:804', 's:803', 's:802'];

describe('blocking or muting an account', () => {
  it("removes its posts and boosts of them everywhere except the account's own profile", () => {
    const w = world([
      { timeline: 'home' },
      { timeline: 'public' },
      { timeline: 'list', listId: 'l1' },
      { timeline: 'account', accountId: '9' },
      { timeline: 'account', accountId: '3' },
    ]);
    w.engine.removeAccount('9');
    const [home, pub, list, own, other] = w.keys as [string, string, string, string, string];
    expect(w.rec.keys(home)).toEqual(['s:803', 's:802']);
    expect(w.rec.keys(pub)).toEqual(['s:803', 's:802']);
    expect(w.rec.keys(list)).toEqual(['s:803', 's:802']);
    expect(w.rec.keys(other)).toEqual(['s:803', 's:802']);
    // Its profile stays viewable as it was.
    expect(w.rec.keys(own)).toEqual(all);
    w.consistent();
  });
});

describe('unfollowing an account', () => {
  it('removes its posts and its boosts from home only; its posts boosted by others stay', () => {
    const w = world([{ timeline: 'home' }, { timeline: 'list', listId: 'l1' }, { timeline: 'public' }]);
    w.engine.removeFollowed('9');
    const [home, list, pub] = w.keys as [string, string, string];
    // 806 (its post) and 804 (its boost of 4's post) go; 805 (3 boosting its post) stays, as after a reload.
    expect(w.rec.keys(home)).toEqual(['s:805', 's:803', 's:802']);
    expect(w.rec.keys(list)).toEqual(all);
    expect(w.rec.keys(pub)).toEqual(all);
    w.consistent();
  });

  it('also drops its posts waiting as pending in home', () => {
    const w = world([{ timeline: 'home' }]);
    const [home] = w.keys as [string];
    w.engine.setTop(home, false);
    w.engine.onUpdate(status('807', { accountId: '9' }), ['user']);
    w.engine.onUpdate(status('808', { accountId: '4' }), ['user']);
    expect(w.rec.meta.get(home)?.pending).toBe(2);
    w.engine.removeFollowed('9');
    expect(w.rec.meta.get(home)?.pending).toBe(1);
    w.engine.applyPending(home);
    expect(w.rec.keys(home)).toEqual(['s:808', 's:805', 's:803', 's:802']);
    w.consistent();
  });
});

describe('blocking a domain', () => {
  it("removes that domain's posts and boosts of them from every timeline at once, subdomains included", () => {
    const rec = recorder();
    const engine = new TimelineEngine({ store: new EntityStore(), me: 'me', emit: rec.emit, now: () => 0 });
    const remote = (id: string, host: string) => ({ account: account(id, { acct: `someone${id}@${host}` }) });
    const statuses = [
      status('906', remote('9', 'spam.example')),
      boost('905', status('900', remote('8', 'eu.spam.example')), '3'),
      status('904', remote('7', 'notspam.example')),
      status('903', { accountId: '3' }),
    ];
    const keys = (['home', 'public'] as const).map((timeline) => {
      const snap = engine.open({ timeline });
      rec.seed(snap.view, snap.rows);
      engine.applyPage(snap.view, { statuses, next: null, prev: null }, 'replace');
      return snap.view;
    });
    engine.removeDomain('spam.example');
    for (const k of keys) {
      expect(rec.keys(k)).toEqual(['s:904', 's:903']);
      expect(rec.rows.get(k)).toEqual(engine.snapshot(k)?.rows);
    }
  });
});
