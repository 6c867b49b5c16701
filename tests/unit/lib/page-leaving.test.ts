// Whether the page is on its way out (src/lib/page-leaving.ts): from its pagehide until a pageshow brings it back.
import { describe, expect, it } from 'vitest';
import { watchPageLeaving } from '../../../src/lib/page-leaving.ts';

describe('page leaving', () => {
  it('is false until pagehide, true after it, false again once the page is shown (back/forward cache)', () => {
    const page = new EventTarget();
    const leaving = watchPageLeaving(page);
    expect(leaving()).toBe(false);
    page.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
    page.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
  });

  it('without a page (a worker, a test in Node) it is never leaving', () => {
    expect(watchPageLeaving(null)()).toBe(false);
  });
});
