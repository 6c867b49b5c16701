// @vitest-environment happy-dom
// Every word the interface shows comes from the catalogue (issue 14, "Done when"). The main components and screens
// are rendered with a pseudo-language built from the English catalogue, every message wrapped in ⟦…⟧; then every
// text node and every attribute a person reads or hears (aria-label, title, alt, placeholder, aria-description,
// a button's value) is walked: letters outside the markers that are not the rendered data (post text, names,
// handles) are a string written in a component, and the test names the screen and the text.
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { SignIn } from '../../../src/components/chrome/SignIn.tsx';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { COMMON_LANGUAGES } from '../../../src/components/compose/languages.ts';
import { NotificationGroupRow } from '../../../src/components/notification/NotificationGroupRow.tsx';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { type Catalogue, loadLocale, setCatalogue } from '../../../src/i18n/index.ts';
import en from '../../../src/i18n/locales/en/index.ts';
import { HomeScreen, NotFound } from '../../../src/routes/screens.tsx';
import AccountListScreen from '../../../src/views/account-lists/AccountListScreen.tsx';
import FilterEditScreen from '../../../src/views/filters/FilterEditScreen.tsx';
import FiltersScreen from '../../../src/views/filters/FiltersScreen.tsx';
import { KEY_CAPS } from '../../../src/views/keyboard/help-list.ts';
import KeyboardShortcutsScreen from '../../../src/views/keyboard/KeyboardShortcutsScreen.tsx';
import RequestsScreen from '../../../src/views/notifications/RequestsScreen.tsx';
import { saidAlert } from '../core-words.ts';
import { account, notificationRow, statusRow } from '../views/fixtures.ts';
import { click, fakeCore, render, settle } from '../views/harness.tsx';

/** Every message wrapped in markers: what is inside came from the catalogue. */
function pseudoCatalogue(messages: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, `⟦${m}⟧`])) as Catalogue;
}

/** Words that may stand outside the catalogue: the brand, and what the same in every language (Mastodon's "ALT"). */
const ALLOWED = ['Woolly', 'Mastodon', 'ALT'];
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];

/** What is left of a text once the catalogue's messages and the rendered data are taken out: only letters count. */
function strayWords(text: string, data: readonly string[]): string | null {
  let rest = text;
  // Innermost first: a message may hold another one's words (a name element inside a sentence).
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  for (const d of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
  for (const word of ALLOWED) rest = rest.split(word).join(' ');
  return /\p{L}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : null;
}

/** Each text node and read attribute of `root` whose words are not from the catalogue or the data. */
function strayTexts(root: Element, data: readonly string[]): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  // Text nodes of one element are joined: a message's markers can fall in different nodes around an element value.
  const texts = new Map<Element, string>();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest('style,script')) continue;
    texts.set(parent, `${texts.get(parent) ?? ''}${n.textContent ?? ''}`);
  }
  const checkElement = (el: Element) => {
    // The text of an element, with its children's text in place, so markers split around elements match up.
    const stray = strayWords(el.textContent ?? '', data);
    if (stray) found.push(`text of <${el.tagName.toLowerCase()}>: "${stray}"`);
  };
  for (const el of texts.keys()) {
    // Check at the outermost element that holds a whole message: the nearest ancestor whose text balances markers.
    let at: Element = el;
    const balanced = (e: Element) => {
      const s = e.textContent ?? '';
      return s.split('⟦').length === s.split('⟧').length;
    };
    while (!balanced(at) && at.parentElement && at !== root) at = at.parentElement;
    checkElement(at);
  }
  for (const el of root.querySelectorAll('*')) {
    for (const name of READ_ATTRIBUTES) {
      const v = el.getAttribute(name);
      const stray = v === null ? null : strayWords(v, data);
      if (stray) found.push(`${name} of <${el.tagName.toLowerCase()}>: "${stray}"`);
    }
    if (el.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes((el as HTMLInputElement).type)) {
      const stray = strayWords((el as HTMLInputElement).value, data);
      if (stray) found.push(`value of <input>: "${stray}"`);
    }
  }
  return [...new Set(found)];
}

const answering = (answer: (i: Intent) => IntentResult) => {
  const core = fakeCore();
  core.intent = async (i) => {
    core.intents.push(i);
    return answer(i);
  };
  return core;
};

const spoilers: Filter = {
  id: '7',
  title: 'Spoilers',
  context: ['home', 'thread'],
  expires_at: '2099-01-01T00:00:00Z',
  filter_action: 'warn',
  keywords: [{ id: '4', keyword: 'finale', whole_word: true }],
  statuses: [],
};

/** The rendered data: what the fixtures put on screen that is not the interface's (names, post text, handles). */
const DATA = [
  'User 1',
  'User 2',
  'Alice',
  'Post 1',
  'Post 2',
  'Post 3',
  'Post 4',
  'Post 5',
  'Which one?',
  'Yes',
  'No',
  'spoiler about the film',
  'A title',
  'A description',
  'example.com',
  'Spoilers',
  'finale',
  'remote.example',
  'user1',
  'user2',
  'user7',
  'user9',
  'a photo of a cat',
  'Be kind',
  'User 9',
  // Letters, arrows and signs on key caps (named keys such as Enter come from the catalogue).
  ...KEY_CAPS,
  // Languages are named in themselves (endonyms), the same in every interface language, as Mastodon does.
  ...COMMON_LANGUAGES.map(([, name]) => name),
  // Counts and dates are written by Intl in the language.
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(1234),
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    Date.parse('2026-01-01T00:00:00.000Z'),
  ),
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
    Date.parse('2026-01-02T00:00:00.000Z'),
  ),
  // Dates are written by Intl in the language (a post older than a week shows its date).
  ...[{}, { year: 'numeric' as const }].map((y) =>
    new Date('2026-01-01T00:00:00.000Z').toLocaleDateString('en', { month: 'short', day: 'numeric', ...y }),
  ),
];

interface Screen {
  name: string;
  ui: () => ReactNode;
  core?: () => ReturnType<typeof fakeCore>;
  path?: string;
  /** Opens what is closed at first (menus, toggles). */
  open?: (c: HTMLElement) => void;
}

const SCREENS: Screen[] = [
  {
    name: 'a post with a content warning, media, poll and card, boosted and pinned',
    ui: () => (
      <>
        <StatusRow
          row={statusRow(
            '1',
            {
              spoilerText: 'spoiler about the film',
              sensitive: true,
              repliesCount: 3,
              reblogsCount: 1234,
              favouritesCount: 1,
              editedAt: '2026-01-02T00:00:00.000Z',
              visibility: 'private',
              media: [
                {
                  id: 'm1',
                  type: 'image',
                  url: 'https://remote.example/m1.png',
                  previewUrl: 'https://remote.example/m1s.png',
                  remoteUrl: null,
                  description: 'a photo of a cat',
                  blurhash: null,
                  meta: null,
                } as never,
              ],
            },
            { rebloggedBy: { ...account('2') }, pinnedRow: true },
          )}
        />
        <StatusRow
          row={statusRow('2', {
            own: true,
            poll: {
              id: 'p1',
              expiresAt: '2099-01-01T00:00:00Z',
              expired: false,
              multiple: false,
              votesCount: 3,
              votersCount: 3,
              voted: false,
              ownVotes: [],
              options: [
                { title: ['Yes'], votesCount: 2 },
                { title: ['No'], votesCount: 1 },
              ],
              emojis: [],
            } as never,
          })}
        />
        <StatusRow
          row={statusRow('3', {
            card: {
              url: 'https://example.com/a',
              title: 'A title',
              description: 'A description',
              image: null,
              providerName: 'example.com',
              authorName: 'Alice',
            } as never,
            quote: { state: 'deleted' } as never,
          })}
        />
        <StatusRow row={statusRow('4', {}, { filter: { action: 'warn', titles: ['Spoilers'] } as never })} />
      </>
    ),
    open: (c) => {
      // The content warning opened (media and poll show), and an own post's More menu.
      for (const b of c.querySelectorAll<HTMLElement>('.cw-toggle')) click(b);
      click(c.querySelectorAll<HTMLElement>('.more-button')[1]);
    },
  },
  {
    name: 'notifications of every kind',
    ui: () => (
      <>
        <NotificationGroupRow
          row={notificationRow('favourite', { count: 3, status: statusRow('5').status })}
        />
        <NotificationGroupRow row={notificationRow('follow_request')} />
        <NotificationGroupRow row={notificationRow('mention', { status: statusRow('5').status })} />
        <NotificationGroupRow row={notificationRow('poll', { status: statusRow('5').status })} />
        <NotificationGroupRow
          row={notificationRow('moderation_warning', {
            sampleAccounts: [],
            extra: { moderationWarning: { action: 'silence', text: 'Be kind' } } as never,
          })}
        />
        <NotificationGroupRow
          row={notificationRow('severed_relationships', {
            sampleAccounts: [],
            extra: { event: { targetName: 'remote.example', followersCount: 2, followingCount: 1 } } as never,
          })}
        />
        <NotificationGroupRow
          row={notificationRow('admin.report', {
            extra: { report: { targetAccount: account('9'), comment: null } } as never,
          })}
        />
      </>
    ),
  },
  {
    name: 'the compose box with a poll and a content warning',
    ui: () => <ComposeBox draftId="guard" onCancel={() => {}} />,
    open: (c) => {
      click(
        [...c.querySelectorAll<HTMLElement>('button')].find((b) =>
          b.className.includes('compose-poll-toggle'),
        ),
      );
      click([...c.querySelectorAll<HTMLElement>('button')].find((b) => b.className.includes('compose-cw')));
    },
  },
  { name: 'sign-in', ui: () => <SignIn go={() => {}} /> },
  { name: 'home (empty)', ui: () => <HomeScreen /> },
  { name: 'not found', ui: () => <NotFound /> },
  {
    name: 'filters list',
    ui: () => <FiltersScreen />,
    core: () => answering((i) => ({ ok: true, value: i.type === 'filters.list' ? [spoilers] : [] })),
  },
  {
    name: 'filter edit form',
    ui: () => <FilterEditScreen id="7" />,
    core: () => answering((i) => ({ ok: true, value: i.type === 'filters.list' ? [spoilers] : [] })),
  },
  {
    name: 'blocked accounts',
    ui: () => <AccountListScreen list="mutes" />,
    core: () =>
      answering(() => ({
        ok: true,
        value: {
          entries: [{ key: 'account:1', kind: 'account', account: account('1'), muteExpiresAt: null }],
          next: { max_id: '1' },
        },
      })),
  },
  {
    name: 'a list that failed to load',
    ui: () => <AccountListScreen list="domain_blocks" />,
    core: () => answering(() => ({ ok: false, alert: saidAlert('500', 'Post 1') })),
  },
  { name: 'keyboard shortcuts', ui: () => <KeyboardShortcutsScreen /> },
  {
    name: 'notification requests',
    ui: () => <RequestsScreen />,
    core: () =>
      answering(() => ({
        ok: true,
        value: {
          items: [{ id: 'r1', account: account('1'), count: 2, lastStatusText: 'Post 1' }],
          pending: 1,
          hasMore: true,
        },
      })),
  },
];

describe('every word on screen comes from the catalogue', () => {
  beforeAll(() => setCatalogue('en', pseudoCatalogue(en)));
  afterAll(() => loadLocale('en').then(() => setCatalogue('en', en)));

  for (const screen of SCREENS) {
    it(screen.name, async () => {
      const r = render(screen.ui(), screen.core?.() ?? fakeCore(), screen.path);
      try {
        await settle(10);
        screen.open?.(r.container);
        await settle(5);
        expect(r.container.textContent, 'the screen rendered something').not.toBe('');
        expect(strayTexts(r.container, DATA), `${screen.name}: words outside the catalogue`).toEqual([]);
      } finally {
        r.unmount();
      }
    });
  }

  it('catches a word written in a component (the guard itself)', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>⟦Reply⟧ <b>Alice</b></p><button aria-label="Close">⟦x⟧</button><p>Load more</p>';
    expect(strayTexts(div, ['Alice'])).toEqual([
      'text of <p>: "Load more"',
      'aria-label of <button>: "Close"',
    ]);
  });
});
