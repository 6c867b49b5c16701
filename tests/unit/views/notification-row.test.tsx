// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationGroupRow as Model } from '../../../shared/protocol/rows.ts';
import { NotificationGroupRow } from '../../../src/components/notification/NotificationGroupRow.tsx';
import { notificationText } from '../../../src/components/notification/notification-text.ts';
import { saidAlert } from '../core-words.ts';
import { account, notificationRow, status } from './fixtures.ts';
import { byText, click, fakeCore, type Rendered, render, settle } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

function line(row: Model): string {
  r?.unmount();
  r = render(<NotificationGroupRow row={row} />);
  const text = r.container.querySelector('.notification-text');
  // The line without its relative time.
  return (
    text?.firstChild
      ? [...text.childNodes]
          .filter((n) => !(n as Element).classList?.contains('notification-time'))
          .map((n) => n.textContent)
          .join('')
      : ''
  ).trim();
}

const many = Array.from({ length: 10 }, (_, i) => account(String(i + 1), i === 0 ? 'Alice' : `P${i}`));

describe('NotificationGroupRow', () => {
  it('groups: "Alice and N others favourited your post", with up to 8 stacked avatars and the excerpt', () => {
    const row = notificationRow('favourite', {
      count: 12,
      sampleAccounts: many.slice(0, 8),
      status: status('1', { content: ['my post text'] }),
    });
    expect(line(row)).toBe('Alice and 11 others favourited your post');
    expect(r!.container.querySelectorAll('.stacked-avatars img')).toHaveLength(8);
    expect(r!.container.querySelector('.notification-excerpt')?.textContent).toBe('my post text');
  });

  it('says one other in the singular and nothing extra for one', () => {
    expect(line(notificationRow('reblog', { count: 2, sampleAccounts: many.slice(0, 2) }))).toBe(
      'Alice and 1 other boosted your post',
    );
    expect(line(notificationRow('reblog'))).toBe('Alice boosted your post');
  });

  it.each([
    ['follow', 'Alice followed you'],
    ['follow_request', 'Alice requested to follow you'],
    ['update', 'Alice edited a post you boosted'],
    ['admin.sign_up', 'Alice signed up'],
    ['status', 'Alice just posted'],
  ])('%s → %s', (type, text) => {
    expect(line(notificationRow(type, type === 'status' ? {} : {}))).toBe(text);
  });

  it('quote and quoted_update say what happened (not "You have a new notification")', () => {
    const quoting = status('q1', { content: ['look at this'] });
    expect(line(notificationRow('quote', { status: quoting }))).toBe('Alice quoted your post');
    expect(r!.container.querySelector('.status-content')?.textContent).toBe('look at this');
    expect(line(notificationRow('quoted_update', { status: status('q2') }))).toBe(
      'Alice edited a post you quoted',
    );
    expect(line(notificationRow('quoted_update', { sampleAccounts: [], status: status('q3') }))).toBe(
      'A post you quoted was edited',
    );
  });

  // Every notification type the specification lists, and the two quote types, has its own words.
  it.each([
    'follow',
    'follow_request',
    'favourite',
    'reblog',
    'mention',
    'poll',
    'status',
    'update',
    'admin.sign_up',
    'admin.report',
    'moderation_warning',
    'severed_relationships',
    'annual_report',
    'quote',
    'quoted_update',
  ])('%s has a proper text', (type) => {
    const row = notificationRow(type, { status: status('t1') });
    const text = notificationText({ ...row, firstName: 'Alice' });
    expect(text).not.toBe('You have a new notification');
    expect(text.length).toBeGreaterThan(0);
  });

  it('an excerpt shows custom emoji as images, as in the post', () => {
    const kitty = {
      t: 'emoji' as const,
      shortcode: 'kitty',
      url: 'https://x.example/k.png',
      staticUrl: 'https://x.example/k.png',
    };
    r = render(
      <NotificationGroupRow
        row={notificationRow('favourite', {
          status: status('e1', { content: [{ t: 'p', c: ['so cute ', kitty, ' really'] }] }),
        })}
      />,
    );
    const excerptEl = r.container.querySelector('.notification-excerpt')!;
    expect(excerptEl.textContent).toBe('so cute  really');
    expect(excerptEl.textContent).not.toContain(':kitty:');
    const img = excerptEl.querySelector('img.custom-emoji');
    expect(img?.getAttribute('src')).toBe('https://x.example/k.png');
    expect(img?.getAttribute('alt')).toBe(':kitty:');
  });

  it('a follow request offers Accept and Reject, which answer through the core and then say so', async () => {
    const core = fakeCore();
    const requester = account('fr1', 'Bob');
    r = render(
      <NotificationGroupRow row={notificationRow('follow_request', { sampleAccounts: [requester] })} />,
      core,
    );
    click(byText(r.container, 'button', 'Accept'));
    await settle();
    expect(core.intents).toContainEqual({
      type: 'account.followRequest',
      accountId: 'fr1',
      action: 'authorize',
    });
    expect(r.container.querySelector('.follow-request-answer')?.textContent).toBe('Follow request accepted');
    expect(byText(r.container, 'button', 'Accept')).toBeUndefined();
  });

  it('a rejected follow request says so; a failure shows the reason and keeps the buttons', async () => {
    const core = fakeCore({
      intent: async (i) => {
        core.intents.push(i);
        return { ok: false, alert: saidAlert('Not found', 'Record not found') };
      },
    });
    const requester = account('fr2', 'Carol');
    r = render(
      <NotificationGroupRow row={notificationRow('follow_request', { sampleAccounts: [requester] })} />,
      core,
    );
    click(byText(r.container, 'button', 'Reject'));
    await settle();
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe('Record not found');
    expect(byText(r.container, 'button', 'Reject')).toBeDefined();
    r.unmount();
    const ok = fakeCore();
    r = render(
      <NotificationGroupRow row={notificationRow('follow_request', { sampleAccounts: [account('fr3')] })} />,
      ok,
    );
    click(byText(r.container, 'button', 'Reject'));
    await settle();
    expect(ok.intents).toContainEqual({ type: 'account.followRequest', accountId: 'fr3', action: 'reject' });
    expect(r.container.querySelector('.follow-request-answer')?.textContent).toBe('Follow request rejected');
  });

  it('new report names the reporter and the reported account', () => {
    const row = notificationRow('admin.report', {
      extra: {
        report: { id: 'r1', category: 'spam', comment: 'buy now', targetAccount: account('9', 'Spammer') },
      },
    });
    expect(line(row)).toBe('Alice reported Spammer');
    expect(r!.container.textContent).toContain('buy now');
  });

  it('poll ended: own poll and a poll voted in', () => {
    expect(line(notificationRow('poll', { status: status('2', { own: true }) }))).toBe('Your poll has ended');
    expect(line(notificationRow('poll', { status: status('3') }))).toBe('A poll you voted in has ended');
  });

  it('moderation warning, severed relationships and annual report', () => {
    expect(
      line(
        notificationRow('moderation_warning', {
          sampleAccounts: [],
          extra: { moderationWarning: { id: 'w', action: 'silence', text: 'Be nice' } },
        }),
      ),
    ).toBe('Your account has been limited');
    expect(r!.container.textContent).toContain('Be nice');
    expect(
      line(
        notificationRow('severed_relationships', {
          sampleAccounts: [],
          extra: {
            event: {
              type: 'domain_block',
              targetName: 'bad.example',
              followersCount: 2,
              followingCount: 1,
              purged: false,
            },
          },
        }),
      ),
    ).toBe('Relationships with bad.example were severed: you lost 2 followers and 1 account you followed');
    expect(
      line(notificationRow('annual_report', { sampleAccounts: [], extra: { annualReport: { year: 2025 } } })),
    ).toBe('Your 2025 year in review is ready');
  });

  it('a mention shows the whole post with its actions', () => {
    r = render(
      <NotificationGroupRow
        row={notificationRow('mention', { status: status('4', { content: ['hey @me'] }) })}
      />,
    );
    expect(r.container.querySelector('.status-content')?.textContent).toBe('hey @me');
    expect(r.container.querySelector('button[aria-label="Reply"]')).not.toBeNull();
  });
});

describe('NotificationGroupRow filters', () => {
  it('collapses a warned mention behind Matches filter “title” until Show anyway', () => {
    r = render(
      <NotificationGroupRow
        row={notificationRow('mention', {
          status: status('w1', { content: ['rude words'] }),
          filter: { action: 'warn', titles: ['Rude'] },
        })}
      />,
    );
    expect(r.container.querySelector('.filter-warning')?.textContent).toBe('Matches filter “Rude”');
    expect(r.container.textContent).not.toContain('rude words');
    const button = [...r.container.querySelectorAll('button')].find((b) => b.textContent === 'Show anyway');
    click(button);
    expect(r.container.textContent).toContain('rude words');
  });
});
