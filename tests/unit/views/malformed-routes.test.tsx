// @vitest-environment happy-dom
// An address with a broken percent escape (`/@%`, `/tags/%`, a cut UTF-8 sequence) is no page of the app: it shows
// the not-found screen and opens no view, instead of asking the server about an account or tag named "%".
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../src/routes/AppRoutes.tsx';
import { decodeSegment } from '../../../src/routes/route-params.ts';
import { fakeCore, type Rendered, render, settle, until } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('route parameters', () => {
  it('decodes escapes, and says null for malformed ones', () => {
    expect(decodeSegment('caf%C3%A9')).toBe('café');
    expect(decodeSegment('alice@remote.example')).toBe('alice@remote.example');
    expect(decodeSegment('')).toBe('');
    for (const bad of ['%', '%zz', 'a%2', '%E0%A4%A', '%C3']) expect(decodeSegment(bad), bad).toBeNull();
  });

  it.each(['/@%', '/@%zz/109', '/@alice/%', '/tags/%', '/tags/%E0%A4%A', '/filters/%'])(
    '%s shows "Not found" and opens no view',
    async (path) => {
      const core = fakeCore();
      r = render(<AppRoutes />, core, path);
      await settle();
      expect(r.container.querySelector('.column-title')?.textContent).toBe('Not found');
      expect([...core.stores.keys()]).toEqual([]);
    },
  );

  it('a well-formed escape still reaches its screen', async () => {
    const core = fakeCore();
    r = render(<AppRoutes />, core, '/tags/caf%C3%A9');
    // The tag's header and its timeline.
    await until(() => core.stores.size > 1);
    expect([...core.stores.keys()].sort()).toEqual(['tag:name=café', 'timeline:tag=café:timeline=tag']);
  });
});
