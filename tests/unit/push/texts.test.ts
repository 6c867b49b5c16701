import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/wire/entities.ts';
import {
  desktopNotificationText as coreTexts,
  truncate,
} from '../../../worker/desktop-notifications/texts.ts';
import { words } from '../core-words.ts';
import { account, notif, status } from './fixtures.ts';

// The core sends the title as a message id with values; this is what the tab that shows it writes (English here).
const desktopNotificationText = (...a: Parameters<typeof coreTexts>) => {
  const texts = coreTexts(...a);
  return { ...texts, title: words(texts.title) };
};

describe('desktop notification texts', () => {
  const post = status('s9', '<p>Cats &amp; dogs</p><p>second line</p>');

  it.each([
    ['favourite', 'Ana a favourited your post'],
    ['reblog', 'Ana a boosted your post'],
    ['mention', 'Ana a mentioned you'],
    ['status', 'Ana a just posted'],
    ['update', 'Ana a edited a post'],
    ['quote', 'Ana a quoted your post'],
    ['follow', 'Ana a followed you'],
    ['follow_request', 'Ana a has requested to follow you'],
    ['admin.sign_up', 'Ana a signed up'],
    ['moderation_warning', 'You have received a moderation warning'],
  ])('%s: "%s"', (type, title) => {
    expect(desktopNotificationText(notif('1', type, 'a', post)).title).toBe(title);
  });

  it('body is the post as plain text; icon the static avatar; tag the notification id; url the post', () => {
    const t = desktopNotificationText(notif('42', 'favourite', 'a', post));
    expect(t.body).toBe('Cats & dogs second line');
    expect(t.icon).toBe('https://files.example.test/a.png');
    expect(t.tag).toBe('42');
    expect(t.url).toBe('/@userme@example.test/s9');
  });

  it('a content warning replaces the text, so the popup does not reveal it', () => {
    const cw = status('s1', '<p>spoiler details</p>', { spoiler_text: 'Film ending' });
    expect(desktopNotificationText(notif('1', 'mention', 'a', cw)).body).toBe('Film ending');
  });

  it('a long post is truncated with an ellipsis', () => {
    const long = status('s1', `<p>${'word '.repeat(100)}</p>`);
    const body = desktopNotificationText(notif('1', 'mention', 'a', long)).body;
    expect(body.length).toBe(200);
    expect(body.endsWith('…')).toBe(true);
    expect(truncate('short')).toBe('short');
  });

  it('a follow has no post: the body is the handle and a click opens the notifications', () => {
    const t = desktopNotificationText(notif('5', 'follow', 'b'));
    expect(t.body).toBe('@userb@example.test');
    expect(t.url).toBe('/notifications');
  });

  it('a poll: "Your poll has ended" for your own poll, otherwise one you voted in', () => {
    const own = status('p1', '<p>Q?</p>');
    expect(desktopNotificationText(notif('1', 'poll', 'me', own), 'me').title).toBe('Your poll has ended');
    const other = status('p2', '<p>Q?</p>', { account: account('x') });
    expect(desktopNotificationText(notif('2', 'poll', 'x', other), 'me').title).toBe(
      'A poll you voted in has ended',
    );
  });

  it('falls back to the username when the display name is empty, and handles unknown types', () => {
    const n: Notification = {
      ...notif('1', 'something_new', 'c'),
      account: { ...account('c'), display_name: '' },
    };
    expect(desktopNotificationText(n).title).toBe('New notification from userc');
  });
});
