// Mounts the app on an element with a given core. main.tsx calls it with the real core; e2e harnesses may call
// it with any object that implements `Core`. Effects rendered by a user's key or click run in its task, as React
// runs them (src/lib/effects-after-input.ts).
import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { browserEffectClock, flushEffectsAfterInput } from '../lib/effects-after-input.ts';
import { App } from './App.tsx';
import { type Core, CoreProvider } from './core-context.tsx';

let effectsTimed = false;

export function mountApp(element: Element, core: Core): Root {
  if (!effectsTimed && typeof window !== 'undefined') {
    effectsTimed = true;
    flushEffectsAfterInput(options, window, browserEffectClock);
  }
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <CoreProvider core={core}>
        <App />
      </CoreProvider>
    </StrictMode>,
  );
  return root;
}
