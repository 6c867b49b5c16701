// @vitest-environment happy-dom
// Lists load and fail with the design system's states (issue 13): grey skeleton rows while the first page loads
// (a small "Loading…" only under rows already shown), the one error state with its retry, an empty state in the
// screen's own words; the notification requests screen loads with skeleton rows too.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import RequestsScreen from '../../../src/views/notifications/RequestsScreen.tsx';
import { statusRow } from './fixtures.ts';
import { type FakeStore, fakeCore, fakeStore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

function list(store: FakeStore, empty?: { title: string; text?: string }) {
  r = render(
    <VirtualList
      store={store}
      label="Test"
      intent={() => {}}
      onRowAction={() => {}}
      render={(row) => <div>{row.key}</div>}
      empty={empty}
    />,
  );
  return r.container;
}

describe('a list', () => {
  it('shows skeleton rows while its first page loads, and a small loader under rows it has', () => {
    const store = fakeStore('timeline:timeline=home');
    store.meta.value = { ...store.meta.value, isLoading: true };
    const c = list(store);
    expect(c.querySelector('.list-footer .skeleton')).not.toBeNull();
    expect(c.querySelector('.list-footer .loader')).toBeNull();
    act(() => store.set([statusRow('1')]));
    expect(c.querySelector('.list-footer .skeleton')).toBeNull();
    expect(c.querySelector('.list-footer .loader')).not.toBeNull();
  });

  it('says it is empty in the screen’s own words, as the design system’s empty state', () => {
    const store = fakeStore('status-accounts:relation=favourited_by:statusId=9');
    store.meta.value = { ...store.meta.value, hasMore: false };
    const c = list(store, { title: 'No one has favourited this post yet.', text: 'When someone does…' });
    expect(c.querySelector('.empty-state .state-title')?.textContent).toBe(
      'No one has favourited this post yet.',
    );
  });

  it('fails with the design system’s error state', () => {
    const store = fakeStore('timeline:timeline=home');
    store.meta.value = { ...store.meta.value, error: 'The server had a problem (503).' };
    const c = list(store);
    expect(c.querySelector('.error-state .state-title')?.textContent).toBe('The server had a problem (503).');
  });
});

describe('the notification requests screen', () => {
  it('shows skeleton rows until the requests arrive', () => {
    const core = fakeCore({ intent: () => new Promise<IntentResult>(() => {}) });
    r = render(<RequestsScreen />, core, '/notifications/requests');
    expect(r.container.querySelector('.skeleton')).not.toBeNull();
  });
});

describe('an empty list', () => {
  it('is no feed until it has articles (a feed without articles fails the audit)', () => {
    const store = fakeStore('status-accounts:relation=reblogged_by:statusId=9');
    store.meta.value = { ...store.meta.value, hasMore: false };
    const c = list(store, { title: 'No one has boosted this post yet.' });
    expect(c.querySelector('[role="feed"]')).toBeNull();
    act(() => store.set([statusRow('1')]));
    expect(c.querySelector('[role="feed"]')?.getAttribute('aria-label')).toBe('Test');
  });
});
