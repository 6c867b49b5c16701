// @vitest-environment happy-dom
// The account-list screen: rows from the core's page, an answered request leaving at once, a refused undo putting
// the row back, a mute's end shown, and a failed load offering Retry.

import { afterEach, describe, expect, it } from 'vitest';
import type { AccountListPage } from '../../../shared/protocol/account-lists.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import AccountListScreen from '../../../src/views/account-lists/AccountListScreen.tsx';
import { saidAlert } from '../core-words.ts';
import { account } from '../views/fixtures.ts';
import { click, fakeCore, type Rendered, render, settle } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const page = (ids: string[], muteExpiresAt: string | null = null): AccountListPage => ({
  entries: ids.map((id) => ({
    key: `account:${id}`,
    kind: 'account',
    account: { ...account(id), acct: `user${id}`, username: `user${id}` },
    muteExpiresAt,
  })),
  next: null,
});

function coreAnswering(list: AccountListPage, act: (i: Intent) => IntentResult) {
  const core = fakeCore();
  core.intent = async (i) => {
    core.intents.push(i);
    return i.type === 'accounts.list' ? { ok: true, value: list } : act(i);
  };
  return core;
}

const rowIds = (c: HTMLElement) =>
  [...c.querySelectorAll('.account-list-row')].map((e) => e.getAttribute('data-key'));
const button = (c: HTMLElement, name: string) => c.querySelector(`button[aria-label="${name}"]`);

describe('account list screen', () => {
  it('Accept answers the request through the core and the row leaves at once', async () => {
    const core = coreAnswering(page(['1', '2']), () => ({ ok: true }));
    r = render(<AccountListScreen list="follow_requests" />, core);
    await settle();
    expect(rowIds(r.container)).toEqual(['account:1', 'account:2']);
    click(button(r.container, 'Accept @user1'));
    expect(rowIds(r.container)).toEqual(['account:2']);
    await settle();
    expect(core.intents).toContainEqual({
      type: 'account.followRequest',
      accountId: '1',
      action: 'authorize',
    });
  });

  it('a refused Unblock puts the row back where it was', async () => {
    const core = coreAnswering(page(['1', '2', '3']), () => ({
      ok: false,
      alert: saidAlert('x', 'y'),
    }));
    r = render(<AccountListScreen list="blocks" />, core);
    await settle();
    click(button(r.container, 'Unblock @user2'));
    await settle();
    expect(core.intents).toContainEqual({
      type: 'account.relate',
      accountId: '2',
      relate: { action: 'unblock' },
    });
    expect(rowIds(r.container)).toEqual(['account:1', 'account:2', 'account:3']);
  });

  it('shows how long a mute lasts', async () => {
    const inTwoHours = new Date(Date.now() + 2 * 3600_000 + 60_000).toISOString();
    r = render(
      <AccountListScreen list="mutes" />,
      coreAnswering(page(['1'], inTwoHours), () => ({ ok: true })),
    );
    await settle();
    expect(r.container.querySelector('.account-list-note')?.textContent).toBe('Muted, ends in 2 hours');
  });

  it('a failed load says so with Retry', async () => {
    const core = fakeCore();
    core.intent = async () => ({ ok: false, alert: saidAlert('Oops', 'The server is down.') });
    r = render(<AccountListScreen list="domain_blocks" />, core);
    await settle();
    expect(r.container.querySelector('.error-state')?.textContent).toContain('The server is down.');
    expect(r.container.querySelector('.error-state button')?.textContent).toBe('Retry');
  });
});
