// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alerts } from '../../../src/components/chrome/Alerts.tsx';
import { AutoSignIn } from '../../../src/components/chrome/AutoSignIn.tsx';
import { LoadingBar } from '../../../src/components/chrome/LoadingBar.tsx';
import { OAuthCallback, SIGNED_IN_WAIT_MS } from '../../../src/components/chrome/OAuthCallback.tsx';
import { normalizeInstance, SignIn } from '../../../src/components/chrome/SignIn.tsx';
import { GapRow } from '../../../src/components/GapRow.tsx';
import { byText, click, fakeCore, type Rendered, render, settle, typeInto } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('sign-in', () => {
  it('accepts a domain, a URL or a handle', () => {
    expect(normalizeInstance('example.social')).toBe('example.social');
    expect(normalizeInstance(' https://Example.social/about ')).toBe('example.social');
    expect(normalizeInstance('@me@example.social')).toBe('example.social');
    expect(normalizeInstance('')).toBeNull();
  });

  it('asks the core for the authorization URL and goes there', async () => {
    const core = fakeCore();
    const went: string[] = [];
    r = render(<SignIn go={(u) => went.push(u)} />, core);
    typeInto(r.container.querySelector('input'), 'https://example.social/');
    click(byText(r.container, 'button', 'Sign in'));
    await settle();
    expect(core.signIns).toEqual(['example.social']);
    expect(went).toEqual(['https://example.social/oauth/authorize?client_id=x']);
  });

  it("shows the core's error", async () => {
    const core = fakeCore({ signIn: async () => ({ error: 'Could not reach that server' }) });
    r = render(<SignIn go={() => {}} />, core);
    typeInto(r.container.querySelector('input'), 'nowhere.example');
    click(byText(r.container, 'button', 'Sign in'));
    await settle();
    expect(r.container.querySelector('.form-error')?.textContent).toBe('Could not reach that server');
  });

  it('hands code and state from /oauth/callback to the core, then goes home', async () => {
    const calls: [string, string][] = [];
    const core = fakeCore({
      completeSignIn: async (code, state) => {
        calls.push([code, state]);
        return { ok: true };
      },
    });
    r = render(<OAuthCallback />, core, '/oauth/callback?code=abc&state=xyz');
    await settle();
    expect(calls).toEqual([['abc', 'xyz']]);
    expect(r.location.history?.at(-1)).toBe('/home');
  });

  it('goes home only once the tab knows it is signed in', async () => {
    const core = fakeCore({ completeSignIn: async () => ({ ok: true }) });
    core.global.value = {
      ...core.global.value,
      sameOriginInstance: 'http://127.0.0.1:4000',
      identity: { ...core.global.value.identity, signedIn: false },
    };
    r = render(<OAuthCallback />, core, '/oauth/callback?code=abc&state=xyz');
    await settle();
    // The core said done, but its global update has not come: still on the callback.
    expect(r.location.history?.at(-1)).toBe('/oauth/callback?code=abc&state=xyz');
    act(() => {
      core.global.value = {
        ...core.global.value,
        identity: { ...core.global.value.identity, signedIn: true },
      };
    });
    await settle();
    expect(r.location.history?.at(-1)).toBe('/home');
  });

  it('says so, and offers home, when the tab is not told of the sign-in within the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const core = fakeCore({ completeSignIn: async () => ({ ok: true }) });
      core.global.value = {
        ...core.global.value,
        identity: { ...core.global.value.identity, signedIn: false },
      };
      r = render(<OAuthCallback />, core, '/oauth/callback?code=abc&state=xyz');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SIGNED_IN_WAIT_MS);
      });
      expect(r.container.querySelector('.form-error')?.textContent).toBe(
        'The server accepted the sign-in, but this tab has not been told yet.',
      );
      expect(r.location.history?.at(-1)).toBe('/oauth/callback?code=abc&state=xyz');
      click(byText(r.container, 'button', 'Go to home'));
      expect(r.location.history?.at(-1)).toBe('/home');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send home a user who left the callback screen while it waited', async () => {
    const core = fakeCore({ completeSignIn: async () => ({ ok: true }) });
    core.global.value = {
      ...core.global.value,
      identity: { ...core.global.value.identity, signedIn: false },
    };
    r = render(<OAuthCallback />, core, '/oauth/callback?code=abc&state=xyz');
    await settle();
    const history = r.location.history;
    r.unmount();
    r = null;
    act(() => {
      core.global.value = {
        ...core.global.value,
        identity: { ...core.global.value.identity, signedIn: true },
      };
    });
    await settle();
    expect(history?.at(-1)).toBe('/oauth/callback?code=abc&state=xyz');
  });

  it('a tab signed out after being signed in does not start a sign-in by itself (that is a sign-out)', async () => {
    const core = fakeCore();
    core.global.value = { ...core.global.value, sameOriginInstance: 'http://127.0.0.1:4000' };
    sessionStorage.clear();
    r = render(<AutoSignIn go={() => {}} />, core, '/home');
    await settle();
    act(() => {
      core.global.value = {
        ...core.global.value,
        identity: { ...core.global.value.identity, signedIn: false },
      };
    });
    await settle();
    expect(core.signIns).toEqual([]);
  });

  it('a signed-out tab served by an instance signs in there by itself', async () => {
    const core = fakeCore();
    core.global.value = {
      ...core.global.value,
      sameOriginInstance: 'http://127.0.0.1:4000',
      identity: { ...core.global.value.identity, signedIn: false },
    };
    sessionStorage.clear();
    r = render(<AutoSignIn go={() => {}} />, core, '/home');
    await settle();
    expect(core.signIns).toEqual(['127.0.0.1:4000']);
  });
});

describe('alerts, loading bar, gaps', () => {
  it('shows alerts with their section 8 texts and dismisses them', () => {
    const dismissed: string[] = [];
    const core = fakeCore({ dismissAlert: (id) => dismissed.push(id) });
    core.global.value = {
      ...core.global.value,
      alerts: [{ id: 'a1', title: 'Rate limited', message: 'Please retry after 12:00.' }],
    };
    r = render(<Alerts />, core);
    expect(r.container.querySelector('.alert-title')?.textContent).toBe('Rate limited');
    expect(r.container.querySelector('.alert-message')?.textContent).toBe('Please retry after 12:00.');
    click(r.container.querySelector('button[aria-label="Dismiss"]'));
    expect(dismissed).toEqual(['a1']);
    act(() => {
      core.global.value = { ...core.global.value, alerts: [] };
    });
    expect(r.container.querySelector('.alert')).toBeNull();
  });

  it('draws the loading bar while loading, capped at 99%', () => {
    const core = fakeCore();
    r = render(<LoadingBar />, core);
    expect(r.container.querySelector('.loading-bar')).toBeNull();
    act(() => {
      core.global.value = { ...core.global.value, loading: 120 };
    });
    expect(r.container.querySelector<HTMLElement>('.loading-bar')?.style.width).toBe('99%');
    // A screen reader names it (axe: aria-progressbar-name).
    expect(r.container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading');
  });

  it('Load missing posts asks the core to fill the gap', () => {
    const core = fakeCore();
    r = render(
      <GapRow
        row={{ kind: 'gap', key: 'gap:1', maxId: '10', sinceId: '5', loading: false }}
        view="timeline:home"
      />,
      core,
    );
    click(byText(r.container, 'button', 'Load missing posts'));
    expect(core.intents).toEqual([{ type: 'view.fillGap', view: 'timeline:home', gapKey: 'gap:1' }]);
  });
});
