// @vitest-environment happy-dom
// The navigation shows how many follow requests wait, from the core's global state, and drops it when it changes.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { NavLinks } from '../../../src/layouts/NavLinks.tsx';
import { defaultGlobal, fakeCore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('the follow-request count in the navigation', () => {
  it('shows the waiting requests beside "Follow requests" and follows the core', () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), followRequests: 3 };
    r = render(<NavLinks />, core);
    const link = () => r?.container.querySelector('a[href="/follow_requests"]');
    expect(link()?.textContent).toBe('Follow requests3 requests waiting');
    act(() => {
      core.global.value = { ...defaultGlobal(), followRequests: 0 };
    });
    expect(link()?.textContent).toBe('Follow requests');
  });
});
