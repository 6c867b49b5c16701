// @vitest-environment happy-dom
// Every layout's navigation has Sign out; the notifications screen links to the notification requests with the
// pending count the core keeps (and drops it when it reaches zero).
import { signal } from '@preact/signals-react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmationPatch } from '../../../shared/settings/confirmations.ts';
import { DeckColumns } from '../../../src/layouts/DeckColumns.tsx';
import { MobileLayout } from '../../../src/layouts/MobileLayout.tsx';
import { SingleColumnLayout } from '../../../src/layouts/SingleColumnLayout.tsx';
import { NotificationsScreen } from '../../../src/routes/screens.tsx';
import { requestsLinkLabel } from '../../../src/views/notifications/RequestsLink.tsx';
import RequestsScreen from '../../../src/views/notifications/RequestsScreen.tsx';
import {
  byText,
  click,
  defaultGlobal,
  type FakeCore,
  fakeCore,
  type Rendered,
  render,
  settle,
  until,
} from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

function coreWithSignOut(): FakeCore & { signOuts: number } {
  const core = fakeCore() as FakeCore & { signOuts: number };
  // These tests are about where Sign out is and what it does; its confirmation has its own (modals) tests.
  core.global.value = { ...core.global.value, settings: confirmationPatch('signOut', false) };
  core.signOuts = 0;
  core.signOut = async () => {
    core.signOuts += 1;
    core.global.value = {
      ...core.global.value,
      identity: { ...core.global.value.identity, signedIn: false },
    };
    return { ok: true };
  };
  return core;
}

const signOutButton = (c: HTMLElement) => byText(c, 'nav button', 'Sign out');

describe('Sign out in every layout', () => {
  it('mobile: Sign out is in the Menu (not the tab bar), signs out and then hides itself', async () => {
    const core = coreWithSignOut();
    r = render(<MobileLayout />, core, '/home');
    expect(r.container.querySelector('.tab-bar .sign-out')).toBeNull();
    click(byText(r.container, '.tab-bar button', 'Menu')!);
    const inMenu = () => byText(document.body, '.mobile-menu button', 'Sign out');
    await until(() => inMenu() !== undefined);
    click(inMenu()!);
    await settle();
    expect(core.signOuts).toBe(1);
    expect(inMenu()).toBeUndefined();
  });

  for (const [name, Layout] of [['single column', SingleColumnLayout]] as const) {
    it(`${name}: the navigation has Sign out, which signs out and then hides itself`, async () => {
      const core = coreWithSignOut();
      r = render(<Layout />, core, '/home');
      click(signOutButton(r.container));
      await settle();
      expect(core.signOuts).toBe(1);
      expect(signOutButton(r.container)).toBeUndefined();
    });
  }

  it('deck: Sign out is in the compose column, and in a nav column when the deck has no compose column', async () => {
    const core = coreWithSignOut();
    r = render(<DeckColumns />, core, '/home');
    await until(() => signOutButton(r!.container) !== undefined);
    expect(r.container.querySelector('.column-compose nav button.sign-out')).not.toBeNull();
    expect(r.container.querySelector('.column-nav')).toBeNull();
    r.unmount();

    const noCompose = coreWithSignOut();
    noCompose.global.value = {
      ...defaultGlobal(),
      settings: {
        columns: [{ id: 'HOME' }, { id: 'NOTIFICATIONS' }],
        ...confirmationPatch('signOut', false),
      },
    };
    r = render(<DeckColumns />, noCompose, '/home');
    await until(() => signOutButton(r!.container) !== undefined);
    expect(r.container.querySelector('.column-nav nav button.sign-out')).not.toBeNull();
    click(signOutButton(r.container));
    await settle();
    expect(noCompose.signOuts).toBe(1);
  });
});

describe('link to notification requests', () => {
  it('shows the pending count from the global state and follows it as it is lowered', async () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), pendingRequests: 3 };
    r = render(<NotificationsScreen />, core, '/notifications');
    const link = () => r!.container.querySelector<HTMLAnchorElement>('a.requests-link');
    expect(link()?.getAttribute('href')).toBe('/notifications/requests');
    expect(link()?.querySelector('.requests-count')?.textContent).toBe('3');
    expect(link()?.getAttribute('aria-label')).toBe('Notification requests 3 pending');
    // Accepted in another tab: the core lowered the count for everyone.
    core.global.value = { ...core.global.value, pendingRequests: 2 };
    await settle(1);
    expect(link()?.querySelector('.requests-count')?.textContent).toBe('2');
    core.global.value = { ...core.global.value, pendingRequests: 0 };
    await settle(1);
    expect(link()?.querySelector('.requests-count')).toBeNull();
    click(link());
    expect(r.location.history?.at(-1)).toBe('/notifications/requests');
  });

  it('is not offered when nobody is signed in', () => {
    const core = fakeCore({
      global: signal({ ...defaultGlobal(), identity: { ...defaultGlobal().identity, signedIn: false } }),
    });
    r = render(<NotificationsScreen />, core, '/notifications');
    expect(r.container.querySelector('a.requests-link')).toBeNull();
  });

  it("the requests screen's heading follows the core's count (lowered by another tab)", async () => {
    const core = fakeCore({
      intent: async () => ({ ok: true, value: { items: [], pending: 4, hasMore: false } }),
    });
    core.global.value = { ...defaultGlobal(), pendingRequests: 4 };
    r = render(<RequestsScreen />, core, '/notifications/requests');
    await until(() => r!.container.querySelector('.requests-pending') !== null);
    expect(r.container.querySelector('.requests-pending')?.textContent).toBe('4 pending requests');
    core.global.value = { ...core.global.value, pendingRequests: 3 };
    await settle(1);
    expect(r.container.querySelector('.requests-pending')?.textContent).toBe('3 pending requests');
  });

  it('the requests screen says when loading failed, and Retry loads again', async () => {
    let calls = 0;
    const core = fakeCore({
      intent: async () =>
        ++calls === 1
          ? { ok: false, alert: { message: 'The server answered 500.' } }
          : { ok: true, value: { items: [], pending: 0, hasMore: false } },
    } as Partial<FakeCore>);
    r = render(<RequestsScreen />, core, '/notifications/requests');
    await until(() => r!.container.querySelector('[role="alert"]') !== null);
    expect(r.container.querySelector('[role="alert"]')?.textContent).toContain('The server answered 500.');
    const retry = [...r.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    act(() => retry?.click());
    await until(() => r!.container.querySelector('.empty-state') !== null);
    expect(r.container.querySelector('[role="alert"]')).toBeNull();
    expect(r.container.querySelector('.empty-state')?.textContent).toContain('No requests');
  });

  it('labels the count in words', () => {
    expect(requestsLinkLabel(null)).toBe('Notification requests');
    expect(requestsLinkLabel(1)).toBe('Notification requests 1 pending');
    expect(requestsLinkLabel(12)).toBe('Notification requests 12 pending');
    // The name contains the badge as shown (speech input users say what they see).
    expect(requestsLinkLabel(150)).toBe('Notification requests 99+ pending');
  });
});
