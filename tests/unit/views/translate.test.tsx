// @vitest-environment happy-dom
// "Translate" on a post (section 7): offered for a post in another language that the server translates into the
// interface's; the translation replaces the text in place with its provider, "Show original" brings the original
// back (and translating again asks nothing more); a failure leaves the original.
import { afterEach, describe, expect, it } from 'vitest';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import type { TranslationView } from '../../../shared/protocol/translation.ts';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { clearRowUiStates } from '../../../src/components/status/ui-state.ts';
import { saidAlert } from '../core-words.ts';
import { statusRow } from './fixtures.ts';
import { byText, click, defaultGlobal, fakeCore, type Rendered, render, settle, until } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  clearRowUiStates();
});

const german = statusRow('7', { language: 'de', content: [{ t: 'p', c: ['Guten Morgen'] }] });
const translation: TranslationView = {
  statusId: '7',
  content: [{ t: 'p', c: ['[de→en] Good morning'] }],
  spoilerText: '',
  mediaDescriptions: {},
  pollOptions: null,
  sourceLanguage: 'de',
  language: 'en',
  provider: 'Woolly Demo Translate',
};

function coreWith(answer: () => IntentResult) {
  const core = fakeCore();
  core.global.value = { ...defaultGlobal(), translationLanguages: { de: ['en'], en: ['de'] } };
  core.intent = async (i) => {
    core.intents.push(i);
    return i.type === 'status.translate' ? answer() : { ok: true };
  };
  return core;
}

const text = (c: HTMLElement) => c.querySelector('.status-content')?.textContent;

describe('Translate', () => {
  it('translates in place with its provider, and Show original brings the original back', async () => {
    const core = coreWith(() => ({ ok: true, value: translation }));
    r = render(<StatusRow row={german} />, core);
    await until(() => byText(r!.container, 'button', 'Translate') !== undefined);
    click(byText(r.container, 'button', 'Translate'));
    await until(() => text(r!.container) === '[de→en] Good morning');
    expect(core.intents).toContainEqual({ type: 'status.translate', statusId: '7', lang: 'en' });
    expect(r.container.querySelector('.status-content')?.getAttribute('lang')).toBe('en');
    expect(r.container.querySelector('.translate-provider')?.textContent).toBe(
      'Translated from German using Woolly Demo Translate',
    );
    click(byText(r.container, 'button', 'Show original'));
    await settle();
    expect(text(r.container)).toBe('Guten Morgen');
    expect(r.container.querySelector('.status-content')?.getAttribute('lang')).toBe('de');
    // Translating again shows the translation it has, without asking the server again.
    click(byText(r.container, 'button', 'Translate'));
    await settle();
    expect(text(r.container)).toBe('[de→en] Good morning');
    expect(core.intents.filter((i) => i.type === 'status.translate')).toHaveLength(1);
  });

  it('a failed translation leaves the original and offers Translate again', async () => {
    const core = coreWith(() => ({ ok: false, alert: saidAlert('503', 'not available') }));
    r = render(<StatusRow row={german} />, core);
    await until(() => byText(r!.container, 'button', 'Translate') !== undefined);
    click(byText(r.container, 'button', 'Translate'));
    await settle();
    expect(text(r.container)).toBe('Guten Morgen');
    expect(byText(r.container, 'button', 'Translate')).toBeDefined();
  });

  it('is not offered for a post in the interface language, or when the server translates nothing', async () => {
    r = render(
      <StatusRow row={statusRow('8', { language: 'en' })} />,
      coreWith(() => ({ ok: true })),
    );
    await settle();
    expect(r.container.querySelector('.translate-bar')).toBeNull();
    r.unmount();
    const none = fakeCore();
    r = render(<StatusRow row={german} />, none);
    await settle();
    expect(r.container.querySelector('.translate-bar')).toBeNull();
  });
});
