// Mounts the app on an element with a given core. main.tsx calls it with the real core; e2e harnesses may call
// it with any object that implements `Core`.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App.tsx';
import { type Core, CoreProvider } from './core-context.tsx';

export function mountApp(element: Element, core: Core): Root {
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
