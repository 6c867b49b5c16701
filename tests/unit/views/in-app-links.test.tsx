// @vitest-environment happy-dom
// In-app links: rows render plain anchors marked data-nav and one listener navigates; the navigate function
// follows the layout's location hook even when the layout changes under a long-lived component.
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { useDeckLocation, useSingleLocation } from '../../../src/app/app-location.ts';
import { InAppLinks, useNavigate } from '../../../src/app/in-app-links.tsx';
import { render } from './harness.tsx';

describe('in-app links', () => {
  it('a plain click on a data-nav link navigates inside the app; a modified click is left to the browser', () => {
    const r = render(
      <p>
        <a href="/@alice" data-nav="">
          alice
        </a>
        <a href="https://elsewhere.example/" className="out">
          out
        </a>
      </p>,
    );
    const link = r.container.querySelector('a[data-nav]')!;
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void link.dispatchEvent(ctrl));
    expect(ctrl.defaultPrevented).toBe(false);
    expect(r.location.history?.at(-1)).toBe('/');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    expect(r.location.history?.at(-1)).toBe('/@alice');
    // A link without data-nav (remote content) is not touched.
    const out = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void r.container.querySelector('a.out')!.dispatchEvent(out));
    expect(out.defaultPrevented).toBe(false);
    r.unmount();
  });

  it('after the layout changes from the deck to one column, navigation no longer adds /deck', () => {
    history.replaceState(null, '', '/deck/home');
    let go: (to: string) => void = () => {};
    let setDeck: (deck: boolean) => void = () => {};
    function Probe() {
      go = useNavigate();
      return null;
    }
    function Shell() {
      const [deck, set] = useState(true);
      setDeck = set;
      return (
        <Router hook={deck ? useDeckLocation : useSingleLocation}>
          <InAppLinks>
            <Probe />
          </InAppLinks>
        </Router>
      );
    }
    const el = document.createElement('div');
    const root = createRoot(el);
    act(() => root.render(<Shell />));
    act(() => go('/notifications'));
    expect(location.pathname).toBe('/deck/notifications');
    act(() => setDeck(false));
    act(() => go('/@alice'));
    expect(location.pathname).toBe('/@alice');
    act(() => root.unmount());
  });
});
