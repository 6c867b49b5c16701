// @vitest-environment happy-dom
// The lists screens in a tab (happy-dom, a fake core): an empty title never becomes a request; the profile's
// "Add to list…" dialog ticks what the server says, shows a change at once and takes it back when the core
// answers that the server refused; the navigation lists every list.
import { afterEach, describe, expect, it } from 'vitest';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { type ListRow, listRowKey } from '../../../shared/protocol/lists.ts';
import { AddToListDialog } from '../../../src/views/lists/AddToListDialog.tsx';
import { ListNavLinks } from '../../../src/views/lists/ListNavLinks.tsx';
import ListsScreen from '../../../src/views/lists/ListsScreen.tsx';
import { saidAlert } from '../core-words.ts';
import {
  byText,
  click,
  fakeCore,
  fakeStore,
  type Rendered,
  render,
  settle,
  typeInto,
  until,
} from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const list = (id: string, title: string): ListRow => ({
  kind: 'list',
  key: listRowKey(id),
  id,
  title,
  exclusive: false,
  repliesPolicy: 'list',
});

/** A fake core holding two lists, whose intents answer through `answer`. */
function coreWithLists(answer: (i: Intent) => Promise<IntentResult>) {
  const core = fakeCore({});
  core.stores.set('lists', fakeStore('lists', [list('1', 'Artists'), list('2', 'Friends')]));
  core.intent = async (i) => {
    core.intents.push(i);
    return answer(i);
  };
  return core;
}

const checkbox = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('label')].find((l) => l.textContent === title)?.querySelector('input') ??
  null;

describe('the lists screen', () => {
  it('refuses an empty title in the form: no create intent is sent, the form says why', async () => {
    const core = coreWithLists(async () => ({ ok: true }));
    r = render(<ListsScreen />, core, '/lists');
    click(byText(r.container, 'button', 'New list'));
    await settle();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    typeInto(dialog.querySelector('input[type="text"]'), '   ');
    click(byText(dialog, 'button', 'Create list'));
    await settle();
    expect(dialog.textContent).toContain('Give the list a title.');
    expect(core.intents.filter((i) => i.type === 'list.create')).toEqual([]);
  });
});

describe('the profile’s Add to list… dialog', () => {
  it('ticks the lists that hold the account, shows a change at once and undoes it when refused', async () => {
    let refuse: ((r: IntentResult) => void) | null = null;
    const core = coreWithLists((i) => {
      if (i.type === 'lists.ofAccount') return Promise.resolve({ ok: true, value: ['2'] });
      if (i.type === 'list.members') return new Promise((resolve) => (refuse = resolve));
      return Promise.resolve({ ok: true });
    });
    r = render(<AddToListDialog accountId="77" acct="ada" onClose={() => {}} />, core);
    await until(() => checkbox(document.body, 'Friends') !== null);
    expect(checkbox(document.body, 'Friends')!.checked).toBe(true);
    expect(checkbox(document.body, 'Artists')!.checked).toBe(false);

    click(checkbox(document.body, 'Artists'));
    await settle();
    expect(checkbox(document.body, 'Artists')!.checked).toBe(true);
    expect(core.intents.at(-1)).toEqual({ type: 'list.members', listId: '1', accountIds: ['77'], add: true });
    refuse!({ ok: false, alert: saidAlert('500', 'Internal Server Error') });
    await until(() => checkbox(document.body, 'Artists')?.checked === false);
    expect(checkbox(document.body, 'Artists')!.checked).toBe(false);
    expect(checkbox(document.body, 'Friends')!.checked).toBe(true);
  });

  it('a list made in the dialog gets the account at once', async () => {
    const core = coreWithLists(async (i) => {
      if (i.type === 'lists.ofAccount') return { ok: true, value: [] };
      if (i.type === 'list.create') return { ok: true, value: list('9', i.fields.title ?? '') };
      return { ok: true };
    });
    r = render(<AddToListDialog accountId="77" acct="ada" onClose={() => {}} />, core);
    await until(() => checkbox(document.body, 'Friends') !== null);
    typeInto(document.querySelector('#list-pick-new-title'), 'Poets');
    click(byText(document.body, 'button', 'Create list'));
    await until(() => core.intents.some((i) => i.type === 'list.members'));
    expect(core.intents.filter((i) => i.type !== 'lists.ofAccount')).toEqual([
      { type: 'list.create', fields: { title: 'Poets' } },
      { type: 'list.members', listId: '9', accountIds: ['77'], add: true },
    ]);
  });
});

describe('the lists in the navigation', () => {
  it('links every list the core holds, in its order', async () => {
    const core = coreWithLists(async () => ({ ok: true }));
    r = render(<ListNavLinks />, core, '/lists/2');
    await settle();
    const links = [...r.container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Artists', '/lists/1'],
      ['Friends', '/lists/2'],
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
  });
});
