// Components kept out of the startup bundle: their module is fetched with a dynamic import(), never awaited
// before the first paint. When it is fetched:
// - one that is the first screen itself (the deck's columns, `firstScreen`): the moment it is drawn, and at once
//   beside the core client where the viewport is wider than the mobile breakpoint;
// - one the first screen's content needs (the list, the post rows; `soonAfterPaint`): the moment the first frame
//   is painted, whether drawn yet or not (preloadFirstContentParts, called by main.tsx once the app is mounted);
// - any other (a compose box, the column settings): once the first frame is painted (src/lib/first-paint.ts), the
//   first time one is drawn, so the first paint never waits for it and the browser fetches nothing for it before;
// - and in any case once the page is idle after the first paint (main.tsx calls preloadDeferred()).
// Until the module is there, the place shows its small placeholder (nothing by default), in its own Suspense
// boundary, so the screen around it never suspends.
import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';
import { afterFirstPaint } from './first-paint.ts';

const preloads: (() => Promise<unknown>)[] = [];
/** The modules the first screen's content needs (`soonAfterPaint`), fetched by preloadFirstContentParts(). */
const soonAfterPaint: (() => Promise<unknown>)[] = [];

export interface Deferred<P> {
  Component: ComponentType<P>;
  /** Starts fetching the module (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
}

/** Whether this viewport shows more than one column's worth of chrome on its first screen. */
export const wideViewport = (): boolean =>
  typeof window !== 'undefined' && window.innerWidth > MOBILE_BREAKPOINT_PX;

export interface DeferredOptions {
  /** The component is the first screen (a layout): fetched when drawn, not after the first paint. */
  firstScreen?: boolean;
  /** The first screen's content needs it but its first paint does not (the list, the post rows): fetched the
   *  moment the first paint is done, all such modules at once, so the first posts do not wait for one fetch after
   *  another (the list, then its rows). */
  soonAfterPaint?: boolean;
  /** Shown in its place until the module is there: keep it small (a box of the right size, a title). */
  placeholder?: ReactNode;
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions = {},
): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(async () => {
    if (!options.firstScreen) await afterFirstPaint();
    return { default: await preload() };
  });
  function DeferredComponent(props: P) {
    // Chosen once per mounted place: switching from the lazy wrapper to the loaded component later would remount
    // it and lose its state (a draft being typed, say).
    const [ready] = useState(() => loaded);
    return ready
      ? createElement(ready, props)
      : createElement(Suspense, { fallback: options.placeholder ?? null }, createElement(Lazy, props));
  }
  preloads.push(preload);
  if (options.firstScreen && wideViewport()) preload().catch(() => {});
  if (options.soonAfterPaint) soonAfterPaint.push(preload);
  return { Component: DeferredComponent, preload };
}

/**
 * Fetches the first content's modules (`soonAfterPaint`) together once the first paint is done. main.tsx calls it
 * right after mounting the app: the first-paint watch (and its fallback timer) starts there, not when the entry is
 * evaluated, long before the core has answered and anything could paint.
 */
export function preloadFirstContentParts(): Promise<void> {
  return afterFirstPaint()
    .then(() => Promise.allSettled(soonAfterPaint.map((p) => p())))
    .then(() => {});
}

/** Fetches every deferred module not yet fetched; errors are left to the first real use to show. */
export function preloadDeferred(): Promise<void> {
  return Promise.allSettled(preloads.map((p) => p())).then(() => {});
}
