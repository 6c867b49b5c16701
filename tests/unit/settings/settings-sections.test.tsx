// @vitest-environment happy-dom
// The settings screen's sections: each choice goes to the core as the change a user made (top-level keys for
// appearance and media, one nested value per notification box, the posting defaults to the server), and each shows
// what the core publishes, including a change made in another tab. And the page root follows the appearance.
import { afterEach, describe, expect, it } from 'vitest';
import { applyRootAppearance, followAppearance, startAppearance } from '../../../src/app/appearance.ts';
import SettingsScreen from '../../../src/views/settings/SettingsScreen.tsx';
import { click, defaultGlobal, fakeCore, type Rendered, render, settle } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const input = (c: HTMLElement, name: string, value?: string) =>
  c.querySelector<HTMLInputElement>(`input[name="${name}"]${value ? `[value="${value}"]` : ''}`);

describe('settings sections', () => {
  it('appearance and media: the current values checked, a choice sent as its own key', async () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), settings: { theme: 'light', mediaDisplay: 'hide_all' } };
    r = render(<SettingsScreen />, core, '/settings');
    await settle();
    const titles = [...r.container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toEqual([
      'Language',
      'Appearance',
      'Media',
      'Posting defaults',
      'Notifications',
      'Confirmations',
      'Filters',
      'Account',
    ]);
    expect(input(r.container, 'theme', 'light')?.checked).toBe(true);
    expect(input(r.container, 'mediaDisplay', 'hide_all')?.checked).toBe(true);
    click(input(r.container, 'theme', 'dark'));
    click(input(r.container, 'textSize', 'large'));
    click(input(r.container, 'reduceMotion'));
    click(input(r.container, 'useBlurhash'));
    await settle();
    expect(core.intents).toEqual([
      { type: 'settings.patch', patch: { theme: 'dark' } },
      { type: 'settings.patch', patch: { textSize: 'large' } },
      { type: 'settings.patch', patch: { reduceMotion: true } },
      { type: 'settings.patch', patch: { useBlurhash: false } },
    ]);
    // Another tab chose the system theme: this one shows it.
    core.global.value = { ...defaultGlobal(), settings: { theme: 'system' } };
    await settle();
    expect(input(r.container, 'theme', 'system')?.checked).toBe(true);
  });

  it('notifications: every kind is on until turned off; a box sends only its own value', async () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), settings: { notifications: { sounds: { follow: false } } } };
    r = render(<SettingsScreen />, core, '/settings');
    await settle();
    expect(input(r.container, 'sounds.follow')?.checked).toBe(false);
    expect(input(r.container, 'alerts.mention')?.checked).toBe(true);
    expect(input(r.container, 'alerts.mention')?.getAttribute('aria-label')).toBe(
      'Mentions: desktop notification',
    );
    click(input(r.container, 'alerts.mention'));
    await settle();
    expect(core.intents).toEqual([
      { type: 'settings.set', path: ['notifications', 'alerts', 'mention'], value: false },
    ]);
  });

  it('push notifications: on until switched off; the switch sends only its own value', async () => {
    const core = fakeCore();
    core.global.value = { ...defaultGlobal(), settings: {} };
    r = render(<SettingsScreen />, core, '/settings');
    await settle();
    expect(input(r.container, 'push')?.checked).toBe(true);
    click(input(r.container, 'push'));
    await settle();
    expect(core.intents).toEqual([{ type: 'settings.set', path: ['notifications', 'push'], value: false }]);
    // The core publishes the change (made here or in another tab): the switch shows it.
    core.global.value = { ...defaultGlobal(), settings: { notifications: { push: false } } };
    await settle();
    expect(input(r.container, 'push')?.checked).toBe(false);
  });

  it('posting defaults: shown from the account, saved to the server, and a refusal is said', async () => {
    let refuse = false;
    const core = fakeCore({
      async intent(i) {
        core.intents.push(i);
        return refuse ? { ok: false, alert: null } : { ok: true };
      },
    });
    core.global.value = {
      ...defaultGlobal(),
      settings: { postingDefaults: { visibility: 'private', sensitive: false, language: 'de' } },
    };
    r = render(<SettingsScreen />, core, '/settings');
    await settle();
    expect(input(r.container, 'defaultVisibility', 'private')?.checked).toBe(true);
    expect(r.container.querySelector<HTMLSelectElement>('select')?.value).toBe('de');
    click(input(r.container, 'defaultVisibility', 'unlisted'));
    await settle();
    expect(core.intents).toEqual([{ type: 'posting.defaults', defaults: { visibility: 'unlisted' } }]);
    expect(r.container.querySelector('.settings-status')?.textContent).toBe('Saved');
    refuse = true;
    click(input(r.container, 'defaultSensitive'));
    await settle();
    expect(r.container.querySelector('.settings-status')?.textContent).toContain('Not saved');
  });

  it('posting defaults unknown (signed out, or the server has not answered): said, nothing offered', async () => {
    r = render(<SettingsScreen />, fakeCore(), '/settings');
    await settle();
    expect(input(r.container, 'defaultVisibility', 'public')).toBe(null);
    expect(r.container.textContent).toContain('has not told us your defaults');
  });
});

describe('the page root follows the appearance', () => {
  it('theme, text size and reduced motion as attributes; the next start reads them before the core answers', async () => {
    const root = document.createElement('html');
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    };
    const core = fakeCore();
    const stop = followAppearance(core.global, root, storage);
    core.global.value = {
      ...defaultGlobal(),
      settings: { theme: 'dark', textSize: 'larger', reduceMotion: true },
    };
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.fontSize).toBe('125%');
    expect(root.dataset.motion).toBe('reduce');
    stop();
    const next = document.createElement('html');
    startAppearance(next, storage);
    expect(next.dataset.theme).toBe('dark');
    // Back to following the system: the attribute goes.
    applyRootAppearance(next, { theme: null, fontSizePercent: 100, reduceMotion: false });
    expect(next.dataset.theme).toBeUndefined();
    expect(next.style.fontSize).toBe('');
    // Storage that holds garbage, or throws, starts with the defaults.
    const broken = document.createElement('html');
    startAppearance(broken, { getItem: () => '{not json', setItem: () => {} });
    expect(broken.dataset.theme).toBeUndefined();
    startAppearance(broken, {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    });
    expect(broken.dataset.theme).toBeUndefined();
  });
});
