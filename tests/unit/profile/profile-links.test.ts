// The profile menu's links: copy the profile's address; open a remote account's original page (not a local one's).
import { describe, expect, it } from 'vitest';
import type { ProfileRow } from '../../../shared/protocol/profile.ts';
import { linkItems } from '../../../src/views/profile/profile-links.ts';
import { toProfileRow } from '../../../worker/relationships/profile-row.ts';
import { account } from '../timelines/fixtures.ts';

const rowOf = (acct: string, url: string): ProfileRow =>
  toProfileRow(account('7', { acct, url }), null, 'me');

describe('profile links', () => {
  it('copies the profile address and opens a remote account on its own server', async () => {
    const copied: string[] = [];
    const opened: string[] = [];
    const env = { copy: async (s: string) => void copied.push(s), open: (u: string) => void opened.push(u) };
    const remote = linkItems(rowOf('ada@far.example', 'https://far.example/@ada'), env);
    expect(remote.map((i) => i.label)).toEqual(['Copy link to profile', 'Open original page on far.example']);
    for (const i of remote) i.run();
    expect(copied).toEqual(['https://far.example/@ada']);
    expect(opened).toEqual(['https://far.example/@ada']);
    const local = linkItems(rowOf('bo', 'https://social.test/@bo'), env);
    expect(local.map((i) => i.label)).toEqual(['Copy link to profile']);
  });
});
