// Mastodon's own profile addresses open the profile's tabs in Woolly; a post's address still opens the thread.
import { describe, expect, it } from 'vitest';
import { PROFILE_ROUTE, PROFILE_TAGGED_ROUTE, THREAD_ROUTE } from '../../../src/routes/AppRoutes.tsx';

describe('profile routes', () => {
  it('/@acct, /@acct/with_replies and /@acct/media are the profile and its tabs', () => {
    expect(PROFILE_ROUTE.exec('/@ada')?.groups).toMatchObject({ acct: 'ada', tab: undefined });
    expect(PROFILE_ROUTE.exec('/@ada@remote.example/with_replies')?.groups).toMatchObject({
      acct: 'ada@remote.example',
      tab: 'with_replies',
    });
    expect(PROFILE_ROUTE.exec('/@ada/media/')?.groups).toMatchObject({ acct: 'ada', tab: 'media' });
    expect(PROFILE_ROUTE.exec('/@ada/109876')).toBeNull();
    expect(THREAD_ROUTE.exec('/@ada/109876')?.groups).toMatchObject({ acct: 'ada', statusId: '109876' });
  });
});

describe("a profile's followers, following and tagged addresses", () => {
  it('/@acct/followers, /@acct/following and /@acct/tagged/{tag} open the profile, not a thread', () => {
    expect(PROFILE_ROUTE.exec('/@woolly/followers')?.groups).toMatchObject({
      acct: 'woolly',
      tab: 'followers',
    });
    expect(PROFILE_ROUTE.exec('/@ada@remote.example/following/')?.groups).toMatchObject({
      acct: 'ada@remote.example',
      tab: 'following',
    });
    expect(PROFILE_TAGGED_ROUTE.exec('/@ada/tagged/caf%C3%A9')?.groups).toMatchObject({
      acct: 'ada',
      tag: 'caf%C3%A9',
    });
    expect(PROFILE_TAGGED_ROUTE.exec('/@ada/tagged/')).toBeNull();
  });
});
