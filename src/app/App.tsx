// The app shell: chooses the layout from the viewport width and settings, installs the matching location hook
// (deck paths under /deck), and draws the loading bar and the alerts above everything.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { LoadingBar } from '../components/chrome/LoadingBar.tsx';
import { SignOutRedirect } from '../components/chrome/SignOutRedirect.tsx';
import { MediaLayer } from '../components/media/MediaLayer.tsx';
import { DeckLayout } from '../layouts/DeckLayout.tsx';
import { MobileLayout } from '../layouts/MobileLayout.tsx';
import { SingleColumnLayout } from '../layouts/SingleColumnLayout.tsx';
import { deferred } from '../lib/deferred.tsx';
import { useDeckLocation, useSingleLocation } from './app-location.ts';
import { startClock } from './clock.ts';
import { useCore } from './core-context.tsx';
import { InAppLinks } from './in-app-links.tsx';
import { chooseLayout } from './layout-choice.ts';

// Neither is needed for the first paint of a signed-in timeline: kept out of the startup bundle.
const { Component: Alerts } = deferred<object>(() =>
  import('../components/chrome/Alerts.tsx').then((m) => m.Alerts),
);
const { Component: AutoSignIn } = deferred<object>(() =>
  import('../components/chrome/AutoSignIn.tsx').then((m) => m.AutoSignIn),
);
/** The keyboard shortcuts' listener (keymap, chords, the help): keys work from the moment it is there, after the
 *  first paint. */
const { Component: Hotkeys } = deferred<object>(() =>
  import('./keyboard/Hotkeys.tsx').then((m) => m.Hotkeys),
);

const subscribeResize = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};
const viewportWidth = () => window.innerWidth;

export function App() {
  useSignals();
  const core = useCore();
  const width = useSyncExternalStore(subscribeResize, viewportWidth, () => 1024);
  const setting = useComputed(() => core.global.value.settings.layout).value;
  // The layout is chosen once per width/setting change, from the path the page was opened on.
  const layout = chooseLayout(width, setting, window.location.pathname);
  useEffect(() => startClock(), []);
  return (
    <Router hook={layout === 'multi' ? useDeckLocation : useSingleLocation}>
      <InAppLinks>
        <LoadingBar />
        <SignOutRedirect />
        <AutoSignIn />
        {layout === 'mobile' ? (
          <MobileLayout />
        ) : layout === 'multi' ? (
          <DeckLayout />
        ) : (
          <SingleColumnLayout />
        )}
        <Alerts />
        <Hotkeys />
        <MediaLayer />
      </InAppLinks>
    </Router>
  );
}
