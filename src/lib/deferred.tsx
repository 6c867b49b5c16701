// Components kept out of the startup bundle: their module is fetched with a dynamic import() the first time one
// is drawn, or earlier when main.tsx warms every deferred module once the first paint is done. Until the module
// is there, the place renders nothing (its own Suspense boundary, so the screen around it never suspends).
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

export interface Deferred<P> {
  Component: ComponentType<P>;
  /** Starts fetching the module (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
}

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
  // biome-ignore lint/correctness/noComponentHookFactories: deferred() is called once per module, at module level.
  function DeferredComponent(props: P) {
    // Chosen once per mounted place: switching from the lazy wrapper to the loaded component later would remount
    // it and lose its state (a draft being typed, say).
    const [ready] = useState(() => loaded);
    return ready
      ? createElement(ready, props)
      : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  preloads.push(preload);
  return { Component: DeferredComponent, preload };
}

/** Fetches every deferred module not yet fetched; errors are left to the first real use to show. */
export function preloadDeferred(): void {
  for (const p of preloads) p().catch(() => {});
}
