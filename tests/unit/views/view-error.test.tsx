// @vitest-environment happy-dom
// Issue 12.6, the view's side: a view that could not load shows its error instead of "Nothing here yet.", with a
// Try again button that asks the core to load it again; once it loads, the error goes.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Intent } from '../../../shared/protocol/intents.ts';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList.tsx';
import { statusRow } from './fixtures.ts';
import { byText, click, fakeStore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('a view that could not load', () => {
  it('shows the error with Retry in place of the empty list, and nothing stale once it loads', () => {
    const store = fakeStore('timeline:timeline=home');
    store.meta.value = { ...store.meta.value, error: 'The server had a problem (503).' };
    const intents: Intent[] = [];
    r = render(
      <VirtualList
        store={store}
        label="Home"
        intent={(i) => intents.push(i)}
        onRowAction={() => {}}
        render={(row) => <div>{row.key}</div>}
      />,
    );
    const text = () => r!.container.textContent ?? '';
    expect(text()).toContain('The server had a problem (503).');
    expect(text()).not.toContain('Nothing here yet.');
    expect(r.container.querySelectorAll('.error-state')).toHaveLength(1);
    click(byText(r.container, 'button', 'Try again'));
    expect(intents).toContainEqual({ type: 'view.reload', view: 'timeline:timeline=home' });
    act(() => {
      store.set([statusRow('1')]);
      store.meta.value = { ...store.meta.value, error: null };
    });
    expect(text()).not.toContain('The server had a problem');
    expect(byText(r.container, 'button', 'Try again')).toBeUndefined();
  });
});
