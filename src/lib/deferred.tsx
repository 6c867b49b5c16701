// Components kept out of the startup bundle: their module is fetched with a dynamic import(), never awaited
// before the first paint. When it is fetched (the moments are src/lib/first-paint.ts's):
// - one that is the first screen itself (the deck's columns, `firstScreen`): the moment it is drawn, and at once
//   beside the core client where the viewport is wider than the mobile breakpoint;
// - one the first posts are drawn with (the list, the post rows; `firstContent`): the moment the app is mounted,
//   all together, whether drawn yet or not (preloadFirstContentParts, called by main.tsx), so they download while
//   the first frame is painted; the first content waits for them;
// - any other (the compose box, the search field's combobox, the column settings, the keys): the first time one
//   is drawn, once the first posts are in the DOM or the user pressed a key or a pointer, whichever comes first, so
//   nothing of it competes with the first posts, and a user who reaches for it early still gets it at once;
// - and in any case once the page is idle after the first content (main.tsx calls preloadDeferred()).
// Until the module is there the place shows its placeholder (nothing by default): keep it the size of the component
// so nothing moves when it arrives. No Suspense: the screen around never suspends, and the component is drawn in the
// same task its module arrives (a Suspense boundary holds its content back for a while after its fallback).
import {
  type ComponentType,
  createElement,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';
import { afterFirstContentOrInput, firstContentMarked, firstContentNeeds } from './first-paint.ts';

const preloads: (() => Promise<unknown>)[] = [];
/** The modules the first screen's content needs (`firstContent`), fetched by preloadFirstContentParts(). */
const firstContentParts: (() => Promise<unknown>)[] = [];
/** The same parts, shown together: the list and its rows drawn in one pass, not the list with skeleton rows first. */
const soonParts: { fetch(): Promise<unknown>; show(): void }[] = [];
let soonFetched: Promise<void> | null = null;
const allSoonFetched = (): Promise<void> => {
  soonFetched ??= Promise.allSettled(soonParts.map((p) => p.fetch())).then(() => {
    for (const p of soonParts) p.show();
  });
  return soonFetched;
};

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
  /** The first posts are drawn with it but the first paint is not (the list, the post rows): fetched the moment the
   *  app is mounted, all such modules at once, so the first posts do not wait for one fetch after another (the list,
   *  then its rows) nor for the first paint. */
  firstContent?: boolean;
  /** Shown in its place until the module is there: keep it small, and of the component's size. */
  placeholder?: ReactNode;
}

/** The moment a deferred module of these options may be fetched, once one of its places is drawn. */
export function fetchMoment(options: DeferredOptions): 'now' | 'mounted' | 'first-content-or-input' {
  if (options.firstScreen) return 'now';
  if (options.firstContent) return 'mounted';
  return 'first-content-or-input';
}

const waitFor = {
  now: () => Promise.resolve(),
  mounted: () => Promise.resolve(),
  'first-content-or-input': afterFirstContentOrInput,
};

interface LoadState<P> {
  component: ComponentType<P> | null;
  error: unknown;
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferredOptions = {},
): Deferred<P> {
  let state: LoadState<P> = { component: null, error: null };
  const listeners = new Set<() => void>();
  const settle = (next: LoadState<P>) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  let fetched: Promise<unknown> | null = null;
  let result: LoadState<P> | null = null;
  const fetchModule = () => {
    fetched ??= load().then(
      (component) => {
        result = { component, error: null };
      },
      (error: unknown) => {
        result = { component: null, error };
      },
    );
    return fetched;
  };
  const show = () => {
    if (result && state !== result) settle(result);
  };
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= (options.firstContent ? allSoonFetched().then(fetchModule) : fetchModule()).then(() => {
      show();
      if (!state.component) throw state.error;
      return state.component;
    });
    return pending;
  };
  const moment = fetchMoment(options);
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const snapshot = () => state;

  /** A place drawn before the module was there: its placeholder, then the component, in the same mounted place. */
  function Pending(props: P) {
    const now = useSyncExternalStore(subscribe, snapshot, snapshot);
    useEffect(() => {
      void waitFor[moment]()
        .then(preload)
        .catch(() => {});
    }, []);
    if (now.error) throw now.error;
    return now.component ? createElement(now.component, props) : (options.placeholder ?? null);
  }
  function DeferredComponent(props: P) {
    // Chosen once per mounted place: a place drawn once the module is there draws it at once, with nothing around
    // it (a post row mounts no extra subscription); one drawn before waits in Pending, and keeps what it drew.
    const [ready] = useState(() => state.component);
    return ready ? createElement(ready, props) : createElement(Pending, props);
  }
  preloads.push(preload);
  if (options.firstScreen && wideViewport()) preload().catch(() => {});
  if (options.firstContent) {
    firstContentParts.push(preload);
    soonParts.push({ fetch: fetchModule, show });
  }
  return { Component: DeferredComponent, preload };
}

/**
 * Fetches the first content's modules (`firstContent`) together, at once, and tells the first content to wait for
 * them (src/lib/first-paint.ts). main.tsx calls it right after mounting the app, so they download while the first
 * frame is painted: the first posts come with the first paint, not one fetch after it (issue 20, item 8). A first
 * screen with no list (signed out; the core's hello marked its content before the mount) has its content already:
 * its parts are left to the idle preload (preloadDeferred) or to the first list drawn, not fetched in the first
 * moments of a sign-in screen.
 */
export function preloadFirstContentParts(): Promise<void> {
  const parts = (
    firstContentMarked() ? Promise.resolve() : Promise.allSettled(firstContentParts.map((p) => p()))
  ).then(() => {});
  firstContentNeeds(parts);
  return parts;
}

/** Fetches every deferred module not yet fetched; errors are left to the first real use to show. */
export function preloadDeferred(): Promise<void> {
  return Promise.allSettled(preloads.map((p) => p())).then(() => {});
}
