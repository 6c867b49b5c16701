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
  it('draws Sign out as an icon whose name is its words', () => {
    r = render(<MobileLayout />, core(), '/home');
    const button = r.container.querySelector<HTMLElement>('.tab-bar button.sign-out')!;
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
