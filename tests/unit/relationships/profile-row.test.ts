// The profile row the core publishes: hostile notes and fields sanitized like post content, custom emoji resolved,
// counts never negative; and the header's short counts.
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../shared/wire/entities.ts';
import { shortCount } from '../../../src/views/profile/profile-format.ts';
import { toProfileRow } from '../../../worker/relationships/profile-row.ts';
import { noRelationship } from '../../../worker/relationships/transitions.ts';

const account = (over: Partial<Account> = {}): Account => ({
  id: '7',
  username: 'ada',
  acct: 'ada@remote.example',
  url: 'https://remote.example/@ada',
  uri: 'https://remote.example/users/ada',
  display_name: 'Ada :blob:',
  note: '<p>Hi <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">me</a> :blob:</p>',
  avatar: 'https://remote.example/a.png',
  avatar_static: 'https://remote.example/a.png',
  header: 'javascript:alert(1)',
  header_static: '',
  locked: true,
  bot: false,
  group: false,
  created_at: '2021-03-04T00:00:00.000Z',
  statuses_count: 1234,
  followers_count: -5,
  following_count: 3,
  emojis: [
    {
      shortcode: 'blob',
      url: 'https://remote.example/blob.png',
      static_url: 'https://remote.example/blob.png',
      visible_in_picker: true,
    },
  ],
  fields: [
    {
      name: 'Site',
      value: '<a href="https://ada.example">ada.example</a>',
      verified_at: '2024-01-01T00:00:00Z',
    },
    { name: '<b>x</b>', value: '<img src=x onerror=alert(1)>plain', verified_at: null },
  ],
  ...over,
});

describe('the profile row', () => {
  it('sanitizes the note and fields like post content and resolves custom emoji', () => {
    const row = toProfileRow(account(), noRelationship('7'), 'me');
    const json = JSON.stringify(row);
    expect(json).not.toMatch(/script|javascript:|onclick|onerror/);
    expect(row.note.length).toBeGreaterThan(0);
    expect(json).toContain('"t":"emoji"');
    expect(row.header).toBe('');
    expect(row.fields[0]?.verifiedAt).toBe('2024-01-01T00:00:00Z');
    expect(row.fields[1]?.verifiedAt).toBeNull();
    expect(row.domain).toBe('remote.example');
  });

  it('never shows a negative count, and has no relationship on the own profile', () => {
    expect(toProfileRow(account(), null, 'me').followersCount).toBe(0);
    const own = toProfileRow(account({ id: 'me' }), noRelationship('me'), 'me');
    expect(own.self).toBe(true);
    expect(own.relationship).toBeNull();
  });

  it('counts in short form', () => {
    expect([999, 1234, 12_345, 1_500_000, -3].map(shortCount)).toEqual(['999', '1.2K', '12K', '1.5M', '0']);
  });
});
