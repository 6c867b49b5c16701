// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationGroupRow as Model } from '../../../shared/protocol/rows.ts';
import { NotificationGroupRow } from '../../../src/components/notification/NotificationGroupRow.tsx';
import { account, notificationRow, status } from './fixtures.ts';
import { click, type Rendered, render } from './harness.tsx';

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
