// @vitest-environment happy-dom
// The column settings panel's regular expression, checked by the core's own engine (the filters source answers
// `filters.checkRegex`): a pattern that cannot be used is explained once, next to the field, and never saved; one
// that can is saved on leaving the field.
import { afterEach, describe, expect, it } from 'vitest';
import type { FilterIntent } from '../../../shared/protocol/filter-intents.ts';
import type { Intent } from '../../../shared/protocol/intents.ts';
import TimelineSettingsPanel from '../../../src/views/filters/TimelineSettingsPanel.tsx';
import { createFiltersSource } from '../../../worker/app/filters.ts';
import { fakeCore, type Rendered, render, settle, typeInto, until } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

/** A tab's core whose filter intents go to a real filters source (no server needed for checking a pattern). */
function coreWithFilters() {
  const source = createFiltersSource({
    request: async () => ({ ok: false, error: { kind: 'network', message: 'offline' } }) as never,
    now: () => 0,
    setTimeout: () => null,
    clearTimeout: () => {},
    log: () => {},
  });
  const core = fakeCore();
  core.intent = async (i: Intent) => {
    core.intents.push(i);
    if (i.type === 'filters.checkRegex') return source.intent(i as FilterIntent);
    return { ok: true };
  };
  return core;
}

const spec = { kind: 'timeline' as const, timeline: 'public' as const };
const field = () => r?.container.querySelector<HTMLInputElement>('input[name="regex"]') ?? null;
const errorText = () => r?.container.querySelector('.field-error')?.textContent ?? null;
const blur = () => field()?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
const saves = (core: ReturnType<typeof fakeCore>) => core.intents.filter((i) => i.type === 'settings.patch');

describe('column settings: regular expression', () => {
  it('an invalid pattern is explained once and not saved', async () => {
    const core = coreWithFilters();
    r = render(<TimelineSettingsPanel spec={spec} view="timeline:public" />, core);
    typeInto(field(), '(unclosed');
    await until(() => errorText() !== null);
    const text = errorText() ?? '';
    expect(text).toMatch(/missing closing \)/);
    expect(text.toLowerCase().split('regular expression').length - 1).toBe(1);
    expect(field()?.getAttribute('aria-invalid')).toBe('true');
    blur();
    await settle();
    expect(saves(core)).toEqual([]);
  });

  it('a backreference or lookaround is refused, naming the construct', async () => {
    const core = coreWithFilters();
    r = render(<TimelineSettingsPanel spec={spec} view="timeline:public" />, core);
    typeInto(field(), '(a)\\1');
    await until(() => errorText() !== null);
    expect(errorText()).toMatch(/backreference “\\1”, which is not supported/);
    typeInto(field(), 'spoil(?=er)');
    await until(() => /lookahead/.test(errorText() ?? ''));
    blur();
    await settle();
    expect(saves(core)).toEqual([]);
  });

  it('a usable pattern, even one that backtracks catastrophically elsewhere, is saved', async () => {
    const core = coreWithFilters();
    r = render(<TimelineSettingsPanel spec={spec} view="timeline:public" />, core);
    typeInto(field(), '^(a+)+$');
    await settle();
    expect(errorText()).toBeNull();
    blur();
    await until(() => saves(core).length > 0);
    expect(saves(core)).toEqual([
      { type: 'settings.patch', patch: { regex: { 'timeline:public': '^(a+)+$' } } },
    ]);
  });
});
