// @vitest-environment happy-dom
// src/lib/deferred.tsx: a component kept out of the startup bundle renders nothing until its module is there,
// never suspends the screen around it, keeps its state once drawn, and is fetched once however often it is asked.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { deferred, preloadDeferred, preloadFirstContentParts } from '../../../src/lib/deferred.tsx';
import { afterFirstPaint } from '../../../src/lib/first-paint.ts';

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

describe('deferred components', () => {
  it('shows nothing in their place (the rest of the screen draws) until the module arrives, then the component', async () => {
    const m = manualLoad();
    const { Component } = deferred(m.load);
    const r = mount(
      <div>
        <p className="around">timeline</p>
        <Component label="compose" />
      </div>,
    );
    expect(r.container.querySelector('.around')?.textContent).toBe('timeline');
    expect(r.container.querySelector('button')).toBeNull();
    await act(() => afterFirstPaint());
    m.resolve(Counter);
    await flush();
    expect(r.container.querySelector('button')?.textContent).toBe('compose 0');
    r.unmount();
  });

  it('keeps the drawn component’s state across re-renders after loading', async () => {
    const m = manualLoad();
    const { Component } = deferred(m.load);
    const r = mount(<Component label="n" />);
    await act(() => afterFirstPaint());
    m.resolve(Counter);
    await flush();
    act(() => r.container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(r.container.querySelector('button')?.textContent).toBe('n 1');
    r.unmount();
    // A place mounted after the module is there draws the component at once, with no empty first frame.
    const again = mount(<Component label="m" />);
    expect(again.container.querySelector('button')?.textContent).toBe('m 0');
    again.unmount();
  });

  it('fetches its module once, whether drawn, preloaded or both', async () => {
    const m = manualLoad();
    const d = deferred(m.load);
    void d.preload();
    preloadDeferred();
    const r = mount(<d.Component label="x" />);
    m.resolve(Counter);
    await flush();
    expect(m.calls()).toBe(1);
    expect(r.container.querySelector('button')?.textContent).toBe('x 0');
    r.unmount();
  });

  it('fetches nothing before the first frame is painted, even on a wide viewport, and shows its placeholder', async () => {
    expect(window.innerWidth).toBeGreaterThan(630);
    const m = manualLoad();
    const { Component } = deferred(m.load, { placeholder: <p className="placeholder">…</p> });
    const r = mount(<Component label="compose" />);
    // The first paint waits for nothing of it: not even asked for yet, its small placeholder in its place.
    expect(m.calls()).toBe(0);
    expect(r.container.querySelector('.placeholder')).not.toBeNull();
    await act(() => afterFirstPaint());
    await flush();
    expect(m.calls()).toBe(1);
    m.resolve(Counter);
    await flush();
    expect(r.container.querySelector('button')?.textContent).toBe('compose 0');
    expect(r.container.querySelector('.placeholder')).toBeNull();
    r.unmount();
  });

  it('a first-screen component (the deck) is fetched at once on a wide viewport, before any paint', () => {
    const m = manualLoad();
    deferred(m.load, { firstScreen: true });
    expect(m.calls()).toBe(1);
  });

  it('the list and the post rows (soonAfterPaint) are fetched together the moment the first paint is done, before either is drawn', async () => {
    const list = manualLoad();
    const rows = manualLoad();
    deferred(list.load, { soonAfterPaint: true });
    deferred(rows.load, { soonAfterPaint: true });
    // Not before the app asks (after the first paint): they are not in the budget of what it fetches.
    expect(list.calls() + rows.calls()).toBe(0);
    // Not awaited: it settles when the modules arrive, which these loads never do by themselves.
    void preloadFirstContentParts();
    await act(() => afterFirstPaint());
    await flush();
    // Both at once: the rows are not asked for only once the list has drawn them.
    expect(list.calls()).toBe(1);
    expect(rows.calls()).toBe(1);
  });
});
