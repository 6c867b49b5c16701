// @vitest-environment happy-dom
// The core's alerts are drawn by the design system's Toast (issue 13): one polite region for the list, each alert a
// toast with its title and message, its action (navigates, then dismisses) and a named dismiss button.
import { afterEach, describe, expect, it } from 'vitest';
import { Alerts } from '../../../src/components/chrome/Alerts.tsx';
import { byText, click, fakeCore, type Rendered, render } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('alerts', () => {
  it('are toasts in one polite region, with their action and a dismiss button', () => {
    const dismissed: string[] = [];
    const core = fakeCore({ dismissAlert: (id) => dismissed.push(id) });
    core.global.value = {
      ...core.global.value,
      alerts: [
        {
          id: 'a1',
          title: 'Posted',
          message: 'Your post is out.',
          action: { label: 'View', href: '/@me/1' },
        },
        { id: 'a2', title: 'Rate limited', message: 'Please retry after 12:00.' },
      ],
    };
    r = render(<Alerts />, core);
    const region = r.container.querySelector('.alerts')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    const toasts = [...region.querySelectorAll('.toast')];
    expect(toasts).toHaveLength(2);
    // Not a live region inside the live region.
    expect(toasts.every((t) => t.getAttribute('role') === null)).toBe(true);
    click(byText(toasts[0] as HTMLElement, 'button', 'View'));
    expect(r.location.history?.at(-1)).toBe('/@me/1');
    click(toasts[1]!.querySelector('button[aria-label="Dismiss"]'));
    expect(dismissed).toEqual(['a1', 'a2']);
  });
});
