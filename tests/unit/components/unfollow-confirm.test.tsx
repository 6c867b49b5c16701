// @vitest-environment happy-dom
// Unfollowing from an account row's button asks first (section 7), unless the confirmation is turned off in
// settings; Requested (a pending request) is withdrawn at once.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelationshipView } from '../../../shared/protocol/profile.ts';
import { confirmationPatch } from '../../../shared/settings/confirmations.ts';
import { RelationshipButton } from '../../../src/components/RelationshipButton.tsx';
import { account } from '../views/fixtures.ts';
import { byText, click, defaultGlobal, fakeCore, type Rendered, render } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  document.body.innerHTML = '';
});

const following: RelationshipView = {
  following: true,
  showingReblogs: true,
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
const unfollow = { type: 'account.relate', accountId: '7', relate: { action: 'unfollow' } };
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('the unfollow confirmation', () => {
  it('Following asks “Unfollow @acct?”; Cancel keeps the follow, Unfollow unfollows', async () => {
    const core = fakeCore();
    r = render(<RelationshipButton account={account('7', 'Ada')} relationship={following} />, core);
    click(r.container.querySelector('.relationship-button'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 15_000 });
    expect(dialog()?.textContent).toContain('Unfollow @user7@remote.example?');
    expect(core.intents).toEqual([]);
    click(byText(dialog() as HTMLElement, 'button', 'Cancel'));
    expect(dialog()).toBeNull();
    expect(core.intents).toEqual([]);

    click(r.container.querySelector('.relationship-button'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 15_000 });
    click(byText(dialog() as HTMLElement, 'button', 'Unfollow'));
    expect(core.intents).toEqual([unfollow]);
  });

  it('turned off in settings, Following unfollows at once', async () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), settings: confirmationPatch('unfollow', false) };
    r = render(<RelationshipButton account={account('7', 'Ada')} relationship={following} />, core);
    click(r.container.querySelector('.relationship-button'));
    await act(async () => {});
    expect(dialog()).toBeNull();
    expect(core.intents).toEqual([unfollow]);
  });

  it('Requested withdraws the request without asking', async () => {
    const core = fakeCore();
    r = render(
      <RelationshipButton
        account={account('7', 'Ada')}
        relationship={{ ...following, following: false, requested: true }}
      />,
      core,
    );
    click(r.container.querySelector('.relationship-button'));
    await act(async () => {});
    expect(dialog()).toBeNull();
    expect(core.intents).toEqual([unfollow]);
  });
});
