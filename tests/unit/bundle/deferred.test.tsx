// @vitest-environment happy-dom
// src/lib/deferred.tsx and src/lib/first-paint.ts: a component kept out of the startup bundle shows its placeholder
// until its module is there, never suspends the screen around it, keeps its state once drawn, and is fetched once
// however often it is asked; the parts the first posts are drawn with are fetched when the app is mounted, all others
// once the first posts are drawn or at the user's first key or pointer, whichever comes first.
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type DeferredModule = typeof import('../../../src/lib/deferred.tsx');
type FirstPaintModule = typeof import('../../../src/lib/first-paint.ts');

/** Fresh copies of both modules: the start's moments happen once per page, so once per test here. */
async function fresh(): Promise<DeferredModule & FirstPaintModule> {
  vi.resetModules();
  const firstPaint = await import('../../../src/lib/first-paint.ts');
  const deferredModule = await import('../../../src/lib/deferred.tsx');
  return { ...firstPaint, ...deferredModule };
}

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

/** A module load the test resolves by hand. */
function manualLoad() {
  let resolve: (c: typeof Counter) => void = () => {};
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<typeof Counter>((r) => {
      resolve = r;
    });
  };
  return { load, resolve: (c: typeof Counter) => resolve(c), calls: () => calls };
}

function mount(ui: React.ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

/** A key press as the browser reports a user's (happy-dom marks dispatched events untrusted). */
function userKey(key: string) {
  const e = new KeyboardEvent('keydown', { key, bubbles: true });
  Object.defineProperty(e, 'isTrusted', { value: true });
  document.body.dispatchEvent(e);
}

let m: DeferredModule & FirstPaintModule;
beforeEach(async () => {
  m = await fresh();
});

describe('deferred components', () => {
  it('show their placeholder in their place (the rest of the screen draws) until the module arrives, then the component', async () => {
    const load = manualLoad();
    const { Component } = m.deferred(load.load, { placeholder: <p className="placeholder">…</p> });
    m.assumeFirstPaint();
    const r = mount(
      <div>
        <p className="around">timeline</p>
        <Component label="compose" />
      </div>,
    );
    expect(r.container.querySelector('.around')?.textContent).toBe('timeline');
    expect(r.container.querySelector('.placeholder')).not.toBeNull();
    await flush();
    load.resolve(Counter);
    await flush();
    expect(r.container.querySelector('button')?.textContent).toBe('compose 0');
    expect(r.container.querySelector('.placeholder')).toBeNull();
    r.unmount();
  });

  it('keep the drawn component’s state across re-renders after loading', async () => {
    const load = manualLoad();
    const { Component } = m.deferred(load.load);
    m.assumeFirstPaint();
    const r = mount(<Component label="n" />);
    await flush();
    load.resolve(Counter);
    await flush();
    act(() => {
      r.container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(r.container.querySelector('button')?.textContent).toBe('n 1');
    r.unmount();
    // A place mounted after the module is there draws the component at once, with no empty first frame.
    const again = mount(<Component label="m" />);
    expect(again.container.querySelector('button')?.textContent).toBe('m 0');
    again.unmount();
  });

  it('fetch their module once, whether drawn, preloaded or both', async () => {
    const load = manualLoad();
    const d = m.deferred(load.load);
    void d.preload();
    void m.preloadDeferred();
    const r = mount(<d.Component label="x" />);
    load.resolve(Counter);
    await flush();
    expect(load.calls()).toBe(1);
    expect(r.container.querySelector('button')?.textContent).toBe('x 0');
    r.unmount();
  });

  it('a first-screen component (the deck) is fetched at once on a wide viewport, before any paint', () => {
    const load = manualLoad();
    m.deferred(load.load, { firstScreen: true });
    expect(load.calls()).toBe(1);
  });
});

describe('when each part is fetched', () => {
  it('names the moment by kind: the first screen now, the post rows once mounted, the rest later', () => {
    expect(m.fetchMoment({ firstScreen: true })).toBe('now');
    expect(m.fetchMoment({ firstContent: true })).toBe('mounted');
    expect(m.fetchMoment({})).toBe('first-content-or-input');
  });

  it('the list and the post rows are fetched together the moment the app is mounted, before the first paint and before either is drawn', async () => {
    const list = manualLoad();
    const rows = manualLoad();
    m.deferred(list.load, { firstContent: true });
    m.deferred(rows.load, { firstContent: true });
    // Not when their modules are evaluated: only once the app asks (right after mounting).
    expect(list.calls() + rows.calls()).toBe(0);
    void m.preloadFirstContentParts();
    await flush();
    // Both at once, with no paint yet: the first posts do not wait for a fetch begun after the first paint, and the
    // rows are not asked for only once the list has drawn them.
    expect(list.calls()).toBe(1);
    expect(rows.calls()).toBe(1);
  });

  it('the list is drawn once its rows can be too: never with skeleton rows while the rows’ module is coming', async () => {
    const list = manualLoad();
    const rows = manualLoad();
    const List = m.deferred(list.load, {
      firstContent: true,
      placeholder: <p className="skeleton">…</p>,
    }).Component;
    m.deferred(rows.load, { firstContent: true });
    const r = mount(<List label="home" />);
    void m.preloadFirstContentParts();
    await act(() => m.afterFirstPaint());
    await flush();
    list.resolve(Counter);
    await flush();
    expect(r.container.querySelector('.skeleton')).not.toBeNull();
    rows.resolve(Counter);
    await flush();
    expect(r.container.querySelector('button')?.textContent).toBe('home 0');
    r.unmount();
  });

  it('the compose box (any other part) is not fetched at the mount or the first paint, only once the first posts are drawn', async () => {
    const rows = manualLoad();
    const compose = manualLoad();
    m.deferred(rows.load, { firstContent: true });
    const Compose = m.deferred(compose.load, { placeholder: <p className="stand-in">…</p> }).Component;
    const r = mount(<Compose label="compose" />);
    void m.preloadFirstContentParts();
    await act(() => m.afterFirstPaint());
    await flush();
    // Painted, the post rows asked for: the compose box waits, its stand-in in its place.
    expect(rows.calls()).toBe(1);
    expect(compose.calls()).toBe(0);
    // The first list has its page, but its rows are not drawn yet (their module is still coming): still waiting.
    m.markFirstContent();
    await flush();
    expect(compose.calls()).toBe(0);
    // The rows' module arrives and they are drawn: now the compose box is fetched.
    rows.resolve(Counter);
    await flush();
    await flush();
    expect(compose.calls()).toBe(1);
    expect(r.container.querySelector('.stand-in')).not.toBeNull();
    compose.resolve(Counter);
    await flush();
    expect(r.container.querySelector('button')?.textContent).toBe('compose 0');
    r.unmount();
  });

  it('a key pressed by the user before the first posts fetches the compose box at once', async () => {
    m.watchFirstInput();
    const rows = manualLoad();
    const compose = manualLoad();
    m.deferred(rows.load, { firstContent: true });
    const Compose = m.deferred(compose.load).Component;
    const r = mount(<Compose label="compose" />);
    void m.preloadFirstContentParts();
    await act(() => m.afterFirstPaint());
    await flush();
    expect(compose.calls()).toBe(0);
    // A key made by script (a focus, a test's event) is no user's: nothing happens.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await flush();
    expect(compose.calls()).toBe(0);
    userKey('a');
    await flush();
    expect(compose.calls()).toBe(1);
    r.unmount();
  });

  it('a first screen with no list (signed out) does not fetch the post rows when mounted, only when idle', async () => {
    const list = manualLoad();
    const rows = manualLoad();
    m.deferred(list.load, { firstContent: true });
    m.deferred(rows.load, { firstContent: true });
    // The core's hello said: signed out, the sign-in screen (core-client/core.ts marks the content at once).
    m.markFirstContent();
    void m.preloadFirstContentParts();
    await act(() => m.afterFirstPaint());
    await act(() => m.afterFirstContent());
    await flush();
    expect(list.calls() + rows.calls()).toBe(0);
    // The page idle after its first content (main.tsx): everything kept out of the startup bundle, the rows too.
    void m.preloadDeferred();
    await flush();
    expect(list.calls()).toBe(1);
    expect(rows.calls()).toBe(1);
  });

  it('a list drawn later (after signing in) still fetches its rows when it is drawn', async () => {
    const list = manualLoad();
    const rows = manualLoad();
    const List = m.deferred(list.load, {
      firstContent: true,
      placeholder: <p className="skeleton">…</p>,
    }).Component;
    m.deferred(rows.load, { firstContent: true });
    m.markFirstContent();
    void m.preloadFirstContentParts();
    await act(() => m.afterFirstPaint());
    await flush();
    expect(list.calls()).toBe(0);
    const r = mount(<List label="home" />);
    await flush();
    expect(list.calls()).toBe(1);
    expect(rows.calls()).toBe(1);
    list.resolve(Counter);
    rows.resolve(Counter);
    await flush();
    expect(r.container.querySelector('button')?.textContent).toBe('home 0');
    r.unmount();
  });

  it('a first screen with no list (signed out) has its content with its first paint', async () => {
    const compose = manualLoad();
    const Compose = m.deferred(compose.load).Component;
    const r = mount(<Compose label="sign in" />);
    m.markFirstContent();
    await act(() => m.afterFirstPaint());
    await flush();
    await flush();
    expect(compose.calls()).toBe(1);
    r.unmount();
  });
});
