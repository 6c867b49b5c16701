// Entry: connects to the core, then mounts the app. The core side lives in src/core-client/ and exports
// `createAppCore(): Promise<Core>` from src/core-client/app-core.ts (the `Core` interface of
// src/app/core-context.tsx). It is found with import.meta.glob so the views build even before it exists.
import { followAppearance, startAppearance, storageOrNull } from './app/appearance.ts';
import type { Core } from './app/core-context.tsx';
import { mountApp } from './app/mount.tsx';
import { currentLocale, t } from './i18n/index.ts';
import { startI18n } from './i18n/start.ts';
import { preloadDeferred, preloadFirstContentParts } from './lib/deferred.tsx';
import { afterFirstContent, afterFirstPaint } from './lib/first-paint.ts';
import './styles/app.css';

const adapters = import.meta.glob<{ createAppCore: () => Promise<Core> }>('./core-client/app-core.ts');

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const load = Object.values(adapters)[0];
  if (!load) {
    root.textContent = 'This build has no core (src/core-client/app-core.ts is missing).';
    return;
  }
  // The theme, text size and motion the last start kept, before anything is painted; then the core's, live.
  startAppearance(document.documentElement, storageOrNull());
  try {
    // The language's catalogue is fetched while the core starts, not after it.
    const [core] = await Promise.all([load().then((m) => m.createAppCore()), startI18n()]);
    followAppearance(core.global, document.documentElement, storageOrNull());
    mountApp(root, core);
    // The list and the post rows are fetched together the moment the first frame is painted (the shell, with
    // skeleton rows): the first posts then wait for one fetch, not for the list and then its rows.
    void preloadFirstContentParts();
    // The language setting, kept by the core: every tab switches in place when it changes. Not needed for the first
    // paint (localStorage already gave this start its language), so fetched once it is done.
    void afterFirstPaint()
      .then(() => import('./i18n/locale-tab.ts'))
      .then((m) => m.followLocaleInTab(core.global));
    // Once the first list has its posts and the page is idle, fetch what was kept out of the startup bundle and not
    // fetched yet (notification rows, compose, the column settings; see src/lib/deferred.tsx).
    const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    void afterFirstContent().then(() => idle(() => preloadDeferred()));
  } catch (e) {
    // The catalogue may be what failed to load: then the source language, English.
    root.textContent = currentLocale().messages
      ? t('chrome.couldNotStart', { reason: String(e) })
      : `Woolly could not start: ${String(e)}`;
    console.error(e);
  }
}

void start();
