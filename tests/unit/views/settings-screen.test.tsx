// @vitest-environment happy-dom
// The settings screen's language section: the current choice is checked, each language is written in itself, and
// choosing one asks the core to keep it (the core publishes it to every tab).
import { afterEach, describe, expect, it } from 'vitest';
import SettingsScreen from '../../../src/views/settings/SettingsScreen.tsx';
import { click, defaultGlobal, fakeCore, type Rendered, render, settle } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const radio = (c: HTMLElement, value: string) =>
  c.querySelector<HTMLInputElement>(`input[type=radio][value="${value}"]`);

describe('settings screen: language', () => {
  it('offers Follow the browser and the six languages in their own names; the choice goes to the core', async () => {
    const core = fakeCore();
    r = render(<SettingsScreen />, core, '/settings');
    await settle();
    expect(r.container.querySelector('h2')?.textContent).toBe('Settings');
    expect(r.container.querySelector('h3')?.textContent).toBe('Language');
    expect(radio(r.container, 'browser')?.checked).toBe(true);
    const names = [...r.container.querySelectorAll('.settings-choice-text[lang]')].map((e) => [
      e.getAttribute('lang'),
      e.textContent,
    ]);
    expect(names).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['es', 'Español'],
      ['ja', '日本語'],
      ['ar', 'العربية'],
    ]);
    click(radio(r.container, 'ja'));
    await settle();
    expect(core.intents).toContainEqual({ type: 'settings.patch', patch: { locale: 'ja' } });
  });

  it('shows the language the core keeps as chosen, and Follow the browser asks for none', async () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), settings: { locale: 'de' } };
    r = render(<SettingsScreen />, core, '/settings');
    await settle();
    expect(radio(r.container, 'de')?.checked).toBe(true);
    click(radio(r.container, 'browser'));
    await settle();
    expect(core.intents).toContainEqual({ type: 'settings.patch', patch: { locale: null } });
  });
});
