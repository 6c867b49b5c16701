// @vitest-environment happy-dom
// The filter screens in happy-dom with a fake core: the form refuses an empty title or no context without a
// request, a server error is shown and everything typed stays, a saved filter returns to the list; the list's
// delete asks first; the FILTER modal adds the post to an existing filter.

import { afterEach, describe, expect, it } from 'vitest';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { ActionBar } from '../../../src/components/status/ActionBar.tsx';
import FilterPostDialog from '../../../src/views/filters/FilterPostDialog.tsx';
import FilterScreens from '../../../src/views/filters/FilterScreens.tsx';
import { compileFilters } from '../../../worker/filters/compile.ts';
import { saidAlert } from '../core-words.ts';
import { status } from '../views/fixtures.ts';
import {
  byText,
  click,
  fakeCore,
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

const spoilers: Filter = {
  id: '7',
  title: 'Spoilers',
  context: ['home'],
  expires_at: null,
  filter_action: 'warn',
  keywords: [{ id: '4', keyword: 'finale', whole_word: true }],
  statuses: [],
};

function coreAnswering(answer: (i: Intent) => IntentResult) {
  const core = fakeCore();
  core.intent = async (i) => {
    core.intents.push(i);
    return answer(i);
  };
  return core;
}

const input = (c: HTMLElement, selector: string) => c.querySelector<HTMLInputElement>(selector);
const submit = (c: HTMLElement) => click(byText(c, 'button[type="submit"]', 'Save filter'));

describe('filter screens', () => {
  it('checks title and contexts before sending anything', async () => {
    const core = coreAnswering(() => ({ ok: true, value: [] }));
    r = render(<FilterScreens id="new" />, core, '/filters/new');
    submit(r.container);
    expect(r.container.textContent).toContain('A title is required.');
    typeInto(input(r.container, 'input[name="title"]'), 'Cats');
    click(input(r.container, 'input[name="context"][value="home"]'));
    submit(r.container);
    expect(r.container.textContent).toContain('Choose at least one place where the filter applies.');
    expect(core.intents).toEqual([]);
  });

  it('shows the server error and keeps everything typed; a later success goes back to the list', async () => {
    let fail = true;
    const core = coreAnswering((i) =>
      i.type === 'filter.create' && fail
        ? { ok: false, alert: saidAlert('422', 'Title is too long') }
        : { ok: true, value: i.type === 'filters.list' ? [] : spoilers },
    );
    r = render(<FilterScreens id="new" />, core, '/filters/new');
    typeInto(input(r.container, 'input[name="title"]'), 'Cats');
    typeInto(input(r.container, 'input[name="keyword"]'), 'kitten');
    click(input(r.container, 'input[name="filter_action"][value="hide"]'));
    submit(r.container);
    await settle();
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe('422: Title is too long');
    expect(input(r.container, 'input[name="title"]')?.value).toBe('Cats');
    expect(input(r.container, 'input[name="keyword"]')?.value).toBe('kitten');
    expect(input(r.container, 'input[name="filter_action"][value="hide"]')?.checked).toBe(true);
    expect(core.intents[0]).toEqual({
      type: 'filter.create',
      fields: {
        title: 'Cats',
        context: ['home'],
        filter_action: 'hide',
        keywords_attributes: [{ keyword: 'kitten', whole_word: true }],
      },
    });
    fail = false;
    submit(r.container);
    await settle();
    expect(r.location.history?.at(-1)).toBe('/filters');
  });

  it('an existing filter opens with its values and sends an update', async () => {
    const core = coreAnswering((i) => ({
      ok: true,
      value: i.type === 'filters.list' ? [spoilers] : spoilers,
    }));
    r = render(<FilterScreens id="7" />, core, '/filters/7');
    await settle();
    expect(input(r.container, 'input[name="title"]')?.value).toBe('Spoilers');
    expect(input(r.container, 'input[name="keyword"]')?.value).toBe('finale');
    click(input(r.container, 'input[name="filter_action"][value="hide"]'));
    submit(r.container);
    await settle();
    expect(core.intents.at(-1)).toEqual({
      type: 'filter.update',
      filterId: '7',
      fields: { title: 'Spoilers', context: ['home'], filter_action: 'hide' },
    });
  });

  it('the list shows each filter and deletes only after confirmation', async () => {
    const core = coreAnswering((i) => ({
      ok: true,
      value: i.type === 'filters.list' ? [spoilers] : undefined,
    }));
    r = render(<FilterScreens />, core, '/filters');
    await settle();
    const item = r.container.querySelector('[data-filter-id="7"]');
    expect(item?.textContent).toContain('Spoilers');
    expect(item?.textContent).toContain('Home and lists');
    expect(item?.textContent).toContain('1 keyword');
    expect(item?.textContent).toContain('Never expires');
    click(byText(r.container, 'button', 'Delete…'));
    expect(core.intents.some((i) => i.type === 'filter.delete')).toBe(false);
    click(byText(r.container, 'button', 'Delete'));
    await settle();
    expect(core.intents.at(-1)).toEqual({ type: 'filter.delete', filterId: '7' });
    expect(r.container.querySelector('[data-filter-id="7"]')).toBeNull();
  });

  it('a filter the core cannot fully use says so, and why, on the list and on its form', async () => {
    const long: Filter = {
      ...spoilers,
      keywords: [...(spoilers.keywords ?? []), { id: '5', keyword: 'z'.repeat(200_000), whole_word: false }],
    };
    const { problems } = compileFilters([long], Date.now());
    const core = coreAnswering((i) => ({
      ok: true,
      value: i.type === 'filters.list' ? [long] : i.type === 'filters.problems' ? problems : undefined,
    }));
    r = render(<FilterScreens />, core, '/filters');
    await until(() => r?.container.querySelector('.filter-problems') !== null);
    const item = r.container.querySelector('[data-filter-id="7"]');
    expect(item?.querySelector('.filter-problems')?.textContent).toMatch(
      /^Not fully working:The keyword “z{24}…” cannot be matched \(.+\); the filter's other keywords still work\.$/,
    );
    r.unmount();
    r = render(<FilterScreens id="7" />, core, '/filters/7');
    await until(() => r?.container.querySelector('.filter-problems') !== null);
    expect(r.container.querySelector('.filter-problems')?.textContent).toContain('cannot be matched');
  });

  it('the FILTER modal adds the post to a chosen filter', async () => {
    const core = coreAnswering((i) => ({ ok: true, value: i.type === 'filters.list' ? [spoilers] : {} }));
    r = render(<FilterPostDialog statusId="109" contextType="home" onClose={() => {}} />, core);
    await settle();
    click(byText(document.body, 'button', 'Spoilers'));
    await settle();
    expect(core.intents.at(-1)).toEqual({ type: 'filter.addStatus', filterId: '7', statusId: '109' });
    expect(document.body.textContent).toContain('The post was added to “Spoilers”.');
  });

  it("a post's menu offers “Filter this post…” (not on the user's own posts), which opens the modal", async () => {
    const core = coreAnswering((i) => ({ ok: true, value: i.type === 'filters.list' ? [spoilers] : {} }));
    r = render(<ActionBar status={status('109')} send={() => {}} onReply={() => {}} />, core, '/home');
    click(r.container.querySelector('button[aria-label="More"]'));
    // The menu's items are a deferred module (fetched after the first paint): wait for them as a user would.
    await until(() => byText(r!.container, 'button', 'Filter this post…') !== undefined);
    click(byText(r.container, 'button', 'Filter this post…'));
    // The design system's dialog, drawn over the page (into document.body, out of the row's box).
    await until(() => document.querySelector('[role="dialog"].filter-post-dialog') !== null);
    await settle();
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Seen in: Home and lists');
    r.unmount();
    r = render(<ActionBar status={status('110', { own: true })} send={() => {}} onReply={() => {}} />, core);
    click(r.container.querySelector('button[aria-label="More"]'));
    await until(() => byText(r!.container, 'button', 'Edit') !== undefined);
    expect(byText(r.container, 'button', 'Filter this post…')).toBeUndefined();
  });
});
