// @vitest-environment happy-dom
// A home feed the server is still building says so above the list, and the notice goes once the feed is whole.
import { act } from 'preact/test-utils';
import { afterEach, expect, it } from 'vitest';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import { fakeStore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

it('shows "Your home feed is being prepared…" while the view is partial', () => {
  const store = fakeStore('timeline:timeline=home');
  r = render(
    <VirtualList
      store={store}
      label="Home"
      intent={() => {}}
      onRowAction={() => {}}
      render={(row) => <div>{row.key}</div>}
    />,
  );
  const notice = () => r?.container.querySelector('[role="status"].view-notice')?.textContent ?? null;
  expect(notice()).toBeNull();
  act(() => {
    store.meta.value = { ...store.meta.value, isPartial: true };
  });
  expect(notice()).toBe('Your home feed is being prepared…');
  act(() => {
    store.meta.value = { ...store.meta.value, isPartial: false };
  });
  expect(notice()).toBeNull();
});
