// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { CoreProvider } from '../../../src/app/core-context.tsx';
import { AppRoutes } from '../../../src/routes/AppRoutes.tsx';
import { fakeCore, type Rendered, render, settle, until } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  history.replaceState(null, '', '/');
});

async function viewsAt(path: string): Promise<string[]> {
  const core = fakeCore();
  r = render(<AppRoutes />, core, path);
  await until(() => core.stores.size > 0);
  const keys = [...core.stores.keys()];
  r.unmount();
  r = null;
  return keys;
}

describe('routes (section 2)', () => {
  it('/lists/42 shows the list timeline, titled from the lists the core holds', async () => {
    expect(await viewsAt('/lists/42')).toEqual(['lists', 'timeline:listId=42:timeline=list']);
  });

  it('/lists shows the lists, /lists/42/members the members of list 42', async () => {
    expect(await viewsAt('/lists')).toEqual(['lists']);
    expect(await viewsAt('/lists/42/members')).toEqual(['lists', 'listMembers:listId=42']);
  });

  it.each([
    ['/', 'timeline:timeline=home'],
    ['/home', 'timeline:timeline=home'],
    ['/public', 'timeline:timeline=public'],
    ['/public/local', 'timeline:local=true:timeline=public'],
    ['/notifications', 'notifications'],
    ['/bookmarks', 'timeline:timeline=bookmarks'],
    ['/favourites', 'timeline:timeline=favourites'],
    ['/@alice@remote.example/109', 'thread:statusId=109'],
    ['/conversations', 'conversations'],
  ])('%s shows %s', async (path, view) => {
    // Home's announcements panel (loaded after the first paint) is a view of its own: see below.
    expect((await viewsAt(path)).filter((k) => k !== 'announcements')).toEqual([view]);
  });

  it('home shows the announcements above its timeline', async () => {
    const core = fakeCore();
    r = render(<AppRoutes />, core, '/');
    await until(() => core.stores.has('announcements'));
    expect([...core.stores.keys()].sort()).toEqual(['announcements', 'timeline:timeline=home']);
  });

  it.each([
    ['/@alice@remote.example', 'timeline:accountId=id-of-alice@remote.example:timeline=account'],
    [
      '/@alice@remote.example/with_replies',
      'timeline:accountId=id-of-alice@remote.example:timeline=account:withReplies=true',
    ],
    [
      '/@alice@remote.example/media',
      'timeline:accountId=id-of-alice@remote.example:onlyMedia=true:timeline=account',
    ],
  ])('%s shows the profile header and %s', async (path, view) => {
    expect(await viewsAt(path)).toEqual(['profile:accountId=id-of-alice@remote.example', view]);
  });

  it.each([
    ['/tags/cats', ['tag:name=cats', 'timeline:tag=cats:timeline=tag']],
    ['/explore', ['timeline:timeline=trends']],
    ['/explore/posts', ['timeline:timeline=trends']],
    ['/links/https%3A%2F%2Fx.example%2Fa', ['timeline:timeline=link:url=https://x.example/a']],
    ['/followed_tags', ['followedTags']],
  ])('%s shows %s', async (path, views) => {
    const core = fakeCore();
    r = render(<AppRoutes />, core, path);
    await until(() => core.stores.size >= views.length);
    expect([...core.stores.keys()].sort()).toEqual([...views].sort());
  });

  it('/publish and /statuses/new show the compose page', async () => {
    for (const path of ['/publish', '/statuses/new']) {
      r = render(<AppRoutes />, fakeCore(), path);
      await until(() => r?.container.querySelector('textarea') != null);
      expect(r.container.querySelector('textarea')).not.toBeNull();
      r.unmount();
      r = null;
    }
  });

  it('/sign-in shows the sign-in form', async () => {
    r = render(<AppRoutes />, fakeCore(), '/sign-in');
    await until(() => r?.container.querySelector('form.sign-in') != null);
    expect(r.container.querySelector('form.sign-in')).not.toBeNull();
  });
});

describe('deck layout', () => {
  it('shows COMPOSE, HOME and NOTIFICATIONS by default and pushes paths under /deck, marked as from the app', async () => {
    history.replaceState(null, '', '/deck');
    const core = fakeCore();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    act(() => {
      root.render(
        <CoreProvider core={core}>
          <App />
        </CoreProvider>,
      );
    });
    await settle();
    expect(container.querySelector('.layout-deck')).not.toBeNull();
    expect([...container.querySelectorAll('.column-title')].map((e) => e.textContent)).toEqual([
      'Home',
      'Notifications',
    ]);
    expect(container.querySelector('.column-compose textarea')).not.toBeNull();
    const federated = [...container.querySelectorAll('a')].find((a) => a.textContent?.includes('Federated'));
    act(() => federated!.click());
    await settle();
    expect(location.pathname).toBe('/deck/public');
    expect(history.state).toEqual({ fromApp: true });
    expect([...container.querySelectorAll('.column-title')].map((e) => e.textContent)).toEqual([
      'Home',
      'Notifications',
      'Federated timeline',
    ]);
    act(() => root.unmount());
    container.remove();
  });
});
