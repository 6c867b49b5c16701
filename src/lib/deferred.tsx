// Components kept out of the startup bundle: their module is fetched with a dynamic import(), never awaited
// before the first paint. When it is fetched:
// - at once, beside the core client, where the viewport is wider than the mobile breakpoint: the deck and the
//   single column show compose (and the deck notifications) on their first screen, so they must not wait;
// - else once the first paint is done (main.tsx calls preloadDeferred() when the page is idle);
// - and in any case the first time one is drawn.
// Until the module is there, the place renders nothing (its own Suspense boundary, so the screen around it never
// suspends).
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';

const preloads: (() => Promise<unknown>)[] = [];

export interface Deferred<P> {
  Component: ComponentType<P>;
  /** Starts fetching the module (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
}

/** Whether this viewport shows more than one column's worth of chrome on its first screen. */
export const wideViewport = (): boolean =>
  typeof window !== 'undefined' && window.innerWidth > MOBILE_BREAKPOINT_PX;

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function DeferredComponent(props: P) {
    // Chosen once per mounted place: switching from the lazy wrapper to the loaded component later would remount
    // it and lose its state (a draft being typed, say).
    const [ready] = useState(() => loaded);
    return ready
      ? createElement(ready, props)
      : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  preloads.push(preload);
  if (wideViewport()) preload().catch(() => {});
  return { Component: DeferredComponent, preload };
}

/** Fetches every deferred module not yet fetched; errors are left to the first real use to show. */
export function preloadDeferred(): void {
  for (const p of preloads) p().catch(() => {});
}
