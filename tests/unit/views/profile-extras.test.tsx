// @vitest-environment happy-dom
// Under a profile's header: "Followed by A, B and 3 others you follow", featured hashtags opening the tagged tab;
// and Followers / Following hidden with a clear message when the account hides its collections.
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileRow } from '../../../shared/protocol/profile.ts';
import type { ProfileExtras as Extras } from '../../../shared/protocol/profile-extras.ts';
import { FamiliarFollowers, ProfileExtras } from '../../../src/views/profile/ProfileExtras.tsx';
import { ProfileSection } from '../../../src/views/profile/ProfileSection.tsx';
import { toProfileRow } from '../../../worker/relationships/profile-row.ts';
import { account as wireAccount } from '../timelines/fixtures.ts';
import { account } from './fixtures.ts';
import { fakeCore, type Rendered, render, settle } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('familiar followers', () => {
  it('names two at most, then counts the others you follow', () => {
    const people = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'].map((n, i) => account(String(i), n));
    const text = (n: number) => {
      r?.unmount();
      r = render(<FamiliarFollowers accounts={people.slice(0, n)} />);
      return r.container.textContent;
    };
    expect(text(0)).toBe('');
    expect(text(1)).toBe('Followed by Ada');
    expect(text(2)).toBe('Followed by Ada and Bo');
    expect(text(5)).toBe('Followed by Ada, Bo and 3 others you follow');
  });
});

describe("a profile's extras", () => {
  it('lists the featured tags as the core sorted them, each opening /@acct/tagged/{tag}', async () => {
    const extras: Extras = {
      familiarFollowers: [],
      featuredTags: [
        { name: 'café', statusesCount: 1200, lastStatusAt: null },
        { name: 'knitting', statusesCount: 1, lastStatusAt: null },
      ],
      endorsed: [account('9', 'Grace')],
    };
    const core = fakeCore({ intent: async () => ({ ok: true, value: extras }) });
    r = render(<ProfileExtras accountId="7" acct="ada" />, core);
    await settle();
    const links = [...r.container.querySelectorAll('.profile-featured-tags a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/@ada/tagged/caf%C3%A9',
      '/@ada/tagged/knitting',
    ]);
    expect(r.container.querySelector('.profile-featured-tags')?.textContent).toContain('1.2K posts');
    expect(r.container.querySelector('.profile-endorsed')?.textContent).toContain('Grace');
  });
});

describe('followers and following of an account that hides them', () => {
  it('say so instead of listing, except on your own profile', () => {
    const hidden = (self: boolean): ProfileRow => ({
      ...toProfileRow(wireAccount('7', { hide_collections: true } as never), null, self ? '7' : 'me'),
    });
    r = render(<ProfileSection acct="ada" accountId="7" tab="followers" tag="" row={hidden(false)} />);
    expect(r.container.textContent).toContain('has chosen not to show who follows them');
    r.unmount();
    r = render(<ProfileSection acct="ada" accountId="7" tab="followers" tag="" row={hidden(true)} />);
    expect(r.container.textContent).not.toContain('has chosen not to show');
  });
});
