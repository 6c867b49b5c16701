// When a tab signs in with no click: signed out, on an app served by an instance itself, not on the sign-in or
// callback screens, not opted out, and once per tab session.
import { describe, expect, it } from 'vitest';
import { autoSignInHost } from '../../../src/components/chrome/auto-sign-in.ts';

const base = {
  signedIn: false,
  sameOriginInstance: 'http://127.0.0.1:4173',
  pathname: '/',
  search: '',
  tried: false,
};

describe('automatic sign-in', () => {
  it('starts on the same-origin instance for a signed-out tab on any screen', () => {
    expect(autoSignInHost(base)).toBe('127.0.0.1:4173');
    expect(autoSignInHost({ ...base, pathname: '/deck/home' })).toBe('127.0.0.1:4173');
  });

  it('does not start when signed in, on another host, or already tried in this tab', () => {
    expect(autoSignInHost({ ...base, signedIn: true })).toBeNull();
    expect(autoSignInHost({ ...base, sameOriginInstance: null })).toBeNull();
    expect(autoSignInHost({ ...base, tried: true })).toBeNull();
  });

  it('leaves the sign-in screen, the OAuth callback and ?signin=manual alone', () => {
    expect(autoSignInHost({ ...base, pathname: '/sign-in' })).toBeNull();
    expect(autoSignInHost({ ...base, pathname: '/deck/sign-in' })).toBeNull();
    expect(autoSignInHost({ ...base, pathname: '/oauth/callback' })).toBeNull();
    expect(autoSignInHost({ ...base, search: '?core=page&signin=manual' })).toBeNull();
  });
});
