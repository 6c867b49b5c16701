// @vitest-environment happy-dom
// The mobile tab bar (issue 13): Sign out is an icon like every other entry, its words kept for assistive technology
// (and its tooltip), not a bordered text button squeezed at the end; the wide navigation keeps the words visible.
import { afterEach, describe, expect, it } from 'vitest';
import { MobileLayout } from '../../../src/layouts/MobileLayout.tsx';
import { NavLinks } from '../../../src/layouts/NavLinks.tsx';
import { fakeCore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const core = () => fakeCore({ signOut: async () => ({ ok: true }) });

describe('the tab bar', () => {
  it('has no Sign out on a phone (it is in the Menu, issue 18), and ends with Menu', () => {
    r = render(<MobileLayout />, core(), '/home');
    expect(r.container.querySelector('.tab-bar .sign-out')).toBeNull();
    const last = r.container.querySelector('.tab-bar nav')?.lastElementChild;
    expect(last?.textContent).toBe('Menu');
  });

  it('draws Sign out as an icon whose name is its words in the compact navigation (the deck without compose)', () => {
    r = render(<NavLinks compact />, core(), '/home');
    const button = r.container.querySelector<HTMLElement>('button.sign-out')!;
    expect(button.querySelector('.icon-sign-out')).not.toBeNull();
    expect(button.querySelector('.visually-hidden')?.textContent).toBe('Sign out');
    expect(button.getAttribute('title')).toBe('Sign out');
  });

  it('keeps the words visible in the wide navigation', () => {
    r = render(<NavLinks />, core(), '/home');
    const button = r.container.querySelector<HTMLElement>('button.sign-out')!;
    expect(button.querySelector('.icon-sign-out')).toBeNull();
    expect(button.querySelector('.visually-hidden')).toBeNull();
    expect(button.textContent).toBe('Sign out');
  });
});
