// Accessibility audit (issue 13): axe-core runs on every main screen at the three layouts (375 px mobile, 1024 px
// single column, 1600 px deck) in the light and the dark theme, and the run fails on any serious or critical
// violation, listing each (rule, screen, width, theme, element, summary). It also writes a screenshot of home at each
// width and theme into docs/screenshots/ (overwritten each run) for the README.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, type Finding } from './axe.ts';
import { openTab, ROOT, type Stack, signIn, startStack } from './harness.ts';

const SHOTS = join(ROOT, 'docs/screenshots');

const WIDTHS = [
  { width: 375, height: 812, name: 'mobile' },
  { width: 1024, height: 800, name: 'single' },
  { width: 1600, height: 900, name: 'deck' },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  path: string;
  /** What shows that the screen has its content (not a loader). */
  ready: string;
  /** Audited only at these layouts (the rarely used screens: one width keeps the run short); all when absent. */
  widths?: readonly string[];
  /** What the user does once it is ready, to show the part audited (a popup opened). */
  open?: (page: Page) => Promise<void>;
}

let stack: Stack;
let screens: Screen[] = [];

beforeAll(async () => {
  stack = await startStack();
  const token = stack.demo.demoToken;
  const api = async <T>(path: string): Promise<T> => {
    const r = await fetch(`${stack.origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`${path} answered ${r.status}`);
    return (await r.json()) as T;
  };
  const home =
    await api<{ id: string; reblog: unknown; account: { acct: string } }[]>('/api/v1/timelines/home');
  const post = home.find((s) => !s.reblog);
  if (!post) throw new Error('the demo home timeline has no original post');
  const lists = await api<{ id: string }[]>('/api/v1/lists');
  const list = lists[0];
  if (!list) throw new Error('the demo user has no list');
  const trendLink = (await api<{ url: string }[]>('/api/v1/trends/links'))[0];
  if (!trendLink) throw new Error('the demo instance has no trending link');
  const post1 = '[data-status-id]';
  screens = [
    { name: 'home', path: '/', ready: post1 },
    { name: 'notifications', path: '/notifications', ready: '[data-group-key], .notification-row, article' },
    { name: 'thread', path: `/@${post.account.acct}/${post.id}`, ready: post1 },
    { name: 'profile', path: `/@${post.account.acct}`, ready: post1 },
    { name: 'compose', path: '/publish', ready: 'textarea' },
    { name: 'filters', path: '/filters', ready: '.filter-item, .filters-body .empty' },
    { name: 'filter form', path: '/filters/new', ready: 'form input' },
    {
      name: 'notification requests',
      path: '/notifications/requests',
      ready: '.request-row, .empty-state, .error-state',
    },
    { name: 'tag', path: '/tags/cats', ready: post1 },
    { name: 'search', path: '/search?q=ada', ready: '.account-row' },
    {
      name: 'search posts',
      path: '/search?q=coffee&type=statuses',
      ready: '.search-screen [data-status-id]',
      widths: ['single'],
    },
    { name: 'search hashtags', path: '/search?q=%23knit', ready: '.hashtag-result', widths: ['single'] },
    ...accountListScreens(),
    { name: 'list', path: `/lists/${list.id}`, ready: post1 },
    ...postPageScreens(`/@${post.account.acct}/${post.id}`),
    { name: 'followers', path: '/@woolly/followers', ready: '.account-row', widths: ['single'] },
    { name: 'following', path: '/@woolly/following', ready: '.account-row', widths: ['single'] },
    { name: 'tagged', path: '/@woolly/tagged/woolly', ready: `${post1}, .empty-state`, widths: ['single'] },
    { name: 'lists', path: '/lists', ready: '.lists-row', widths: ['single'] },
    { name: 'list members', path: `/lists/${list.id}/members`, ready: '.list-member', widths: ['single'] },
    { name: 'conversations', path: '/conversations', ready: '.conversation, .empty', widths: ['single'] },
    { name: 'explore tags', path: '/explore/tags', ready: '.tag-item' },
    { name: 'tag header', path: '/tags/typescript', ready: '.tag-header-use' },
    ...discoveryScreens(trendLink.url),
    { name: 'settings', path: '/settings', ready: '.settings-table' },
    { name: 'profile edit', path: '/profile/edit', ready: '.profile-edit-form', widths: ['single'] },
    { name: 'scheduled posts', path: '/scheduled_statuses', ready: '.later-row', widths: ['single'] },
    { name: 'drafts', path: '/drafts', ready: '.later-row, .empty-state', widths: ['single'] },
    { name: 'keyboard shortcuts', path: '/keyboard-shortcuts', ready: '.shortcut', widths: ['single'] },
    { name: 'pinned', path: '/pinned', ready: `${post1}, .empty-state`, widths: ['single'] },
    ...composeSuggestScreens(),
    ...(await mediaScreens(api)),
  ];
  // A post waiting for its time, so the scheduled list has a row to audit.
  stack.demo.world.scheduled.schedule(
    stack.demo.demoAccountId,
    { text: 'A post for later, with #woolly', visibility: 'public' },
    Date.now() + 3_600_000,
  );
  seedAccountLists();
  // An unread announcement, with a period and a reaction: home's first audit has the announcements panel open. Made
  // before the sign-in, as the core loads the announcements when the account starts.
  const day = 86_400_000;
  const note = stack.demo.world.addAnnouncement('<p>Audit week: the panel is checked too.</p>', {
    startsAt: Date.now(),
    endsAt: Date.now() + day,
  });
  note.reactions.set('👍', { by: new Set(), extra: 2 });
  const first = await openTab(stack, '/');
  await signIn(first);
  await first.close();
});

/** The media viewer over a post with pictures, and a post with a video in its player (issue 18). */
async function mediaScreens(api: <T>(path: string) => Promise<T>): Promise<Screen[]> {
  const { username } = await api<{ username: string }>('/api/v1/accounts/verify_credentials');
  const posted = async (type: string, text: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(64)], { type }), 'file');
    form.set('description', `${text}, described`);
    const auth = { Authorization: `Bearer ${stack.demo.demoToken}` };
    const media = await fetch(`${stack.origin}/api/v2/media`, { method: 'POST', headers: auth, body: form });
    const { id } = (await media.json()) as { id: string };
    for (let i = 0; i < 10; i++) if ((await api<{ url: string | null }>(`/api/v1/media/${id}`)).url) break;
    const r = await fetch(`${stack.origin}/api/v1/statuses`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: text, media_ids: [id] }),
    });
    return `/@${username}/${((await r.json()) as { id: string }).id}`;
  };
  const pictures = await posted('image/png', 'A picture');
  const video = await posted('video/webm', 'A clip');
  return [
    {
      name: 'media viewer',
      path: pictures,
      ready: '.media-open',
      open: async (page) => {
        await page.click('.media-open');
        await page.waitForSelector('.media-viewer img.viewer-image', { timeout: 30_000 });
      },
      widths: ['single'],
    },
    { name: 'video player', path: video, ready: '.player video', widths: ['single'] },
  ];
}

/** The account lists, each with a row to audit: a follow request (the demo user locked), a blocked and a muted
 *  remote account (the mute with an end), a blocked domain. Remote accounts, so home keeps its posts. */
function seedAccountLists() {
  const world = stack.demo.world;
  const me = stack.demo.demoAccountId;
  const others = [...world.accounts.values()].filter((a) => a.id !== me);
  const remote = others.filter((a) => a.domain !== null);
  const asker = others.find((a) => a.domain === null && !world.isFollowing(a.id, me));
  const [blocked, muted] = remote;
  if (!asker || !blocked || !muted) throw new Error('the demo world lacks accounts for the account lists');
  world.account(me).locked = true;
  world.follow(asker.id, me);
  world.block(me, blocked.id);
  world.mute(me, muted.id, true, 3600);
  world.blockDomain(me, 'spam.example');
}

const accountListScreens = (): Screen[] =>
  ['/follow_requests', '/blocks', '/mutes', '/domain_blocks'].map((path) => ({
    name: path.slice(1).replace('_', ' '),
    path,
    ready: '.account-list-row, .empty-state, .error-state',
    widths: ['single'],
  }));

/** A post's own pages: its edit history, who boosted it, who favourited it. */
const postPageScreens = (path: string): Screen[] =>
  [
    { name: 'edit history', path: `${path}/history`, ready: '.history-version, .empty-state, .error-state' },
    { name: 'boosted by', path: `${path}/reblogs`, ready: '.account-row, .empty-state, .error-state' },
    { name: 'favourited by', path: `${path}/favourites`, ready: '.account-row, .empty-state, .error-state' },
  ].map((screen) => ({ ...screen, widths: ['single'] }));
/** Explore's other tabs, a link's timeline, the directory and followed hashtags (issue 16), at one width. */
const discoveryScreens = (link: string): Screen[] =>
  [
    { name: 'explore posts', path: '/explore/posts', ready: '[data-status-id]' },
    { name: 'explore links', path: '/explore/links', ready: '.trend-link' },
    { name: 'explore suggestions', path: '/explore/suggestions', ready: '.suggestion-item' },
    { name: 'link timeline', path: `/links/${encodeURIComponent(link)}`, ready: '[data-status-id]' },
    { name: 'directory', path: '/directory', ready: '.account-card' },
    { name: 'followed tags', path: '/followed_tags', ready: '.tag-item' },
  ].map((s) => ({ ...s, widths: ['single'] }));

/** Compose's suggestion list (after "@ad") and its emoji picker, open. */
const composeSuggestScreens = (): Screen[] =>
  [
    {
      name: 'compose suggestions',
      path: '/publish',
      ready: 'textarea.compose-text',
      open: async (page: Page) => {
        const text = page.locator('textarea.compose-text').first();
        await text.click();
        await text.pressSequentially('Hello @ad');
        await page.waitForSelector('[role="listbox"] [role="option"]', { timeout: 30_000 });
      },
    },
    {
      name: 'compose emoji picker',
      path: '/publish',
      ready: 'textarea.compose-text',
      open: async (page: Page) => {
        await page.locator('button.compose-emoji-button').first().click();
        await page.waitForSelector('.emoji-picker-cell', { timeout: 30_000 });
      },
    },
  ].map((s) => ({ ...s, widths: ['single'] }));

afterAll(async () => {
  await stack?.close();
});

/** Waits for the screen's content and for no loader to be showing, so axe sees what a reader would. */
async function openScreen(page: Page, screen: Screen) {
  await page.goto(new URL(screen.path, stack.origin).toString());
  await page.waitForSelector(screen.ready, { timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('.loader'), undefined, { timeout: 30_000 });
  await screen.open?.(page);
}

/** The rules whose outcome depends on colours: the only ones run again in the second theme (the others see the
 *  same DOM), which halves the audit's time. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const audit = (page: Page, onlyColour: boolean): Promise<Finding[]> =>
  axeFindings(page, onlyColour ? { rules: COLOUR_RULES } : {});

describe('accessibility audit (axe-core)', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of WIDTHS)
    it(`no serious or critical violation on any screen at ${size.width} px (${size.name}), light and dark`, async () => {
      const problems: string[] = [];
      const page = await stack.context.newPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of screens) {
        if (screen.widths && !screen.widths.includes(size.name)) continue;
        await openScreen(page, screen);
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          if (screen.name === 'home')
            await page.screenshot({ path: join(SHOTS, `home-${size.name}-${theme}.png`) });
          for (const f of await audit(page, theme !== THEMES[0]))
            problems.push(
              `${f.id} (${f.impact}) on ${screen.name} at ${size.width}px ${theme}: ${f.help} — ${f.targets.join(' | ')}`,
            );
        }
      }
      await page.close();
      expect(problems, problems.join('\n')).toEqual([]);
    }, 300_000);

  it('controls keep their text: compose selects at 1024 px show their whole choice; the filter form fits 375 px', async () => {
    const page = await stack.context.newPage();
    await page.setViewportSize({ width: 1024, height: 800 });
    await openScreen(page, { name: 'compose', path: '/publish', ready: 'textarea' });
    // Each select is at least as wide as the text of its chosen option (it once shrank to "P" and "E").
    const squeezed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLSelectElement>('.compose-bar select')].flatMap((sel) => {
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(sel).font}`;
        probe.textContent = sel.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const has = sel.clientWidth;
        return has < needed
          ? [`${sel.selectedOptions[0]?.textContent}: ${has}px < ${Math.ceil(needed)}px`]
          : [];
      }),
    );
    expect(squeezed).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await openScreen(page, { name: 'filter form', path: '/filters/new', ready: 'form input' });
    const clipped = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '.filter-form button, .filter-form label, .filter-form input',
        ),
      ]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.textContent || el.getAttribute('aria-label') || el.tagName),
    );
    expect(clipped).toEqual([]);
    await page.close();
  }, 120_000);
});
