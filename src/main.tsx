// Entry: starts the core, connects to it, then mounts the app. The core client (src/core-client/app-core.ts) is
// part of the entry: the first paint waits for it anyway, and a chunk of its own would share modules with the rows'
// file (vite.config.ts) and fetch that before the first paint.
import { followAppearance, startAppearance, storageOrNull } from './app/appearance.ts';
import { keepEarlyKeys } from './app/keyboard/early-keys.ts';
import { mountApp } from './app/mount.tsx';
import { createAppCore } from './core-client/app-core.ts';
import { startCoreEarly } from './core-client/connect.ts';
import { currentLocale, t } from './i18n/index.ts';
import { startI18n } from './i18n/start.ts';
import { preloadDeferred, preloadFirstContentParts } from './lib/deferred.tsx';
import { afterFirstContent, watchFirstInput } from './lib/first-paint.ts';
import './styles/app.css';

// The first thing the page does: the core's script loads and boots, and the core asks for home, while the page
// fetches its language and renders (the tab's link to it, in the core client, takes it over).
startCoreEarly(location.search, globalThis as { SharedWorker?: unknown; Worker?: unknown });
// A key or a click from now on fetches the parts the user may reach for at once (src/lib/first-paint.ts), and a
// shortcut pressed before its listener is there runs when it is (src/app/keyboard/early-keys.ts).
watchFirstInput();
keepEarlyKeys(document);

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The theme, text size and motion the last start kept, before anything is painted; then the core's, live.
  startAppearance(document.documentElement, storageOrNull());
  try {
    // The language's catalogue is fetched while the core starts, not after it.
    const [core] = await Promise.all([createAppCore(), startI18n()]);
    followAppearance(core.global, document.documentElement, storageOrNull());
    mountApp(root, core);
    // The list and the post rows are fetched together the moment the first frame is painted (the shell, with
    // skeleton rows): the first posts then wait for one fetch, not for the list and then its rows.
    void preloadFirstContentParts();
    // The language setting, kept by the core: every tab switches in place when it changes. Not needed for the first
    // posts (localStorage already gave this start its language), so fetched once they are drawn.
    void afterFirstContent()
      .then(() => import('./i18n/locale-tab.ts'))
      .then((m) => m.followLocaleInTab(core.global));
    // Once the first list has its posts and the page is idle, fetch what was kept out of the startup bundle and not
    // fetched yet (the notification rows, the column menus, a post's menu; see src/lib/deferred.tsx).
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
