// Mastodon's own profile addresses open the profile's tabs in Woolly; a post's address still opens the thread.
import { describe, expect, it } from 'vitest';
import { PROFILE_ROUTE, THREAD_ROUTE } from '../../../src/routes/AppRoutes.tsx';

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
