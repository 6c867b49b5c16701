// @vitest-environment happy-dom
// The one account row: names, note excerpt, counts in short form, and the relationship button in the right state,
// acting through the core; rows without a relationship (older lists) show no button.
import { afterEach, describe, expect, it } from 'vitest';
import type { RelationshipView } from '../../../shared/protocol/profile.ts';
import type { AccountRow as AccountRowModel } from '../../../shared/protocol/rows.ts';
import { AccountRow } from '../../../src/components/AccountRow.tsx';
import { account } from './fixtures.ts';
import { click, fakeCore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const none: RelationshipView = {
  following: false,
  showingReblogs: false,
  notifying: false,
  followedBy: false,
  blocking: false,
  blockedBy: false,
  muting: false,
  mutingNotifications: false,
  requested: false,
  requestedBy: false,
  domainBlocking: false,
  endorsed: false,
};

const row = (relationship?: RelationshipView | null): AccountRowModel => ({
  kind: 'account',
  key: 'a:7',
  account: account('7', 'Ada'),
  note: [{ t: 'p', c: ['Counting engines.'] }],
  followersCount: 1234,
  followingCount: 5,
  statusesCount: 1,
  ...(relationship !== undefined ? { relationship } : {}),
});

const button = () => r?.container.querySelector<HTMLButtonElement>('.relationship-button');

describe('the account row', () => {
  it('says the state of the relationship on its button', () => {
    const cases: [Partial<RelationshipView>, string][] = [
      [{}, 'Follow'],
      [{ followedBy: true }, 'Follow back'],
      [{ requested: true }, 'Requested'],
      [{ following: true }, 'Following'],
      [{ blocking: true, following: true }, 'Unblock'],
      [{ muting: true }, 'Unmute'],
    ];
    for (const [patch, label] of cases) {
      r?.unmount();
      r = render(<AccountRow row={row({ ...none, ...patch })} />);
      expect(button()?.textContent).toBe(label);
    }
  });

  it('acts through the core: Follow back follows, Requested cancels the request', () => {
    const core = fakeCore();
    r = render(<AccountRow row={row({ ...none, followedBy: true })} />, core);
    click(button());
    r.unmount();
    r = render(<AccountRow row={row({ ...none, requested: true })} />, core);
    click(button());
    expect(core.intents).toEqual([
      { type: 'account.relate', accountId: '7', relate: { action: 'follow' } },
      { type: 'account.relate', accountId: '7', relate: { action: 'unfollow' } },
    ]);
  });

  it('shows the note and short counts; waits disabled while the relationship loads; no button without one', () => {
    r = render(<AccountRow row={row(null)} />);
    expect(r.container.querySelector('.account-note')?.textContent).toBe('Counting engines.');
    expect(r.container.querySelector('.account-counts')?.textContent).toContain('1.2K followers');
    expect(button()?.disabled).toBe(true);
    r.unmount();
    r = render(<AccountRow row={row()} />);
    expect(button()).toBeNull();
  });
});
