// A fake core built from plain signals, view stores whose rows are signals, and a render helper on happy-dom.
import { type Signal, signal } from '@preact/signals-react';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { beforeAll } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emptyMeta, type ViewMeta } from '../../../shared/protocol/diff.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import { viewKey } from '../../../shared/protocol/views.ts';
import type { Core, GlobalState } from '../../../src/app/core-context.tsx';
import { CoreProvider } from '../../../src/app/core-context.tsx';
import { InAppLinks } from '../../../src/app/in-app-links.tsx';
import { preloadDeferred } from '../../../src/lib/deferred.tsx';
import { assumeFirstPaint } from '../../../src/lib/first-paint.ts';
import type { ViewStore } from '../../../src/stores/types.ts';

// happy-dom never paints: deferred parts load as soon as they are drawn, as they would after a real first paint;
// and those the tested components use are fetched before the tests, as a page does once it is idle.
assumeFirstPaint();
beforeAll(() => preloadDeferred());

export interface FakeStore extends ViewStore {
  readonly keys: Signal<readonly string[]>;
  readonly meta: Signal<ViewMeta>;
  readonly ready: Signal<boolean>;
  rows: Map<string, Signal<Row>>;
  set(rows: Row[]): void;
  update(row: Row): void;
}

export function fakeStore(view: string, rows: Row[] = []): FakeStore {
  const map = new Map<string, Signal<Row>>();
  const store: FakeStore = {
    view,
    keys: signal<readonly string[]>([]),
    meta: signal<ViewMeta>(emptyMeta()),
    ready: signal(true),
    rows: map,
    row: (key) => map.get(key),
    indexOf: (key) => store.keys.peek().indexOf(key),
    set(next) {
      for (const r of next) {
        const s = map.get(r.key);
        if (s) s.value = r;
        else map.set(r.key, signal(r));
      }
      store.keys.value = next.map((r) => r.key);
    },
    update(row) {
      const s = map.get(row.key);
      if (s) s.value = row;
    },
  };
  store.set(rows);
  return store;
}

export function defaultGlobal(): GlobalState {
  return {
    identity: { signedIn: true, accountId: '1', acct: 'me', permissions: 0 },
    settings: {},
    unreadNotifications: 0,
    alerts: [],
    loading: 0,
    maxCharacters: 500,
  };
}

export interface FakeCore extends Core {
  intents: Intent[];
  global: Signal<GlobalState>;
  stores: Map<string, FakeStore>;
  signIns: string[];
}

export function fakeCore(init: Partial<FakeCore> = {}): FakeCore {
  const stores = new Map<string, FakeStore>();
  const core: FakeCore = {
    intents: [],
    signIns: [],
    stores,
    global: signal(defaultGlobal()),
    useView(spec) {
      const key = viewKey(spec);
      let s = stores.get(key);
      if (!s) {
        s = fakeStore(key);
        stores.set(key, s);
      }
      return s;
    },
    async intent(i): Promise<IntentResult> {
      core.intents.push(i);
      return { ok: true };
    },
    async signIn(instance) {
      core.signIns.push(instance);
      return { url: `https://${instance}/oauth/authorize?client_id=x` };
    },
    async completeSignIn() {
      return { ok: true };
    },
    async resolveAccount(acct) {
      return { id: `id-of-${acct}` };
    },
    dismissAlert() {},
    ...init,
  };
  return core;
}

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount(): void;
  location: ReturnType<typeof memoryLocation>;
}

export function render(ui: ReactNode, core: Core = fakeCore(), path = '/'): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const location = memoryLocation({ path, record: true });
  act(() => {
    root.render(
      <CoreProvider core={core}>
        <Router hook={location.hook}>
          <InAppLinks>{ui}</InAppLinks>
        </Router>
      </CoreProvider>,
    );
  });
  return {
    container,
    root,
    location,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export function click(el: Element | null | undefined): void {
  if (!el) throw new Error('nothing to click');
  act(() => {
    (el as HTMLElement).click();
  });
}

export function byText(container: HTMLElement, selector: string, text: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(selector)].find((e) => e.textContent?.trim() === text);
}

/** Types into a controlled input the way React notices (native value setter, then an input event). */
export function typeInto(el: Element | null | undefined, value: string): void {
  if (!el) throw new Error('nothing to type into');
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets pending promises (intent answers, lazy imports) settle inside act. */
export async function settle(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits (inside act) until `check` passes: lazy screens load their module on first use. */
export async function until(check: () => boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !check(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}
