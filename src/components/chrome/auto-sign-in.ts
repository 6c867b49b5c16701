// When to start OAuth without a click: a signed-out tab served by a Mastodon-compatible instance itself (the demo
// of `npm start`) signs in there at once. Never on the sign-in screen (where another instance is chosen), never on
// the callback, and once per tab session, so a refused approval does not loop.

export const AUTO_SIGN_IN_TRIED_KEY = 'woolly.autoSignIn.tried';

export interface AutoSignInInput {
  signedIn: boolean;
  sameOriginInstance: string | null | undefined;
  pathname: string;
  /** The page's query string: `signin=manual` turns the automatic flow off (tests, choosing another instance). */
  search: string;
  /** Whether this tab already started the automatic flow. */
  tried: boolean;
}

const SKIPPED_PATHS = /\/(sign-in|oauth\/callback)\/?$/;

/** The host to sign in at without a click, or null. */
export function autoSignInHost(s: AutoSignInInput): string | null {
  if (s.signedIn || s.tried || !s.sameOriginInstance) return null;
  if (SKIPPED_PATHS.test(s.pathname)) return null;
  if (new URLSearchParams(s.search).get('signin') === 'manual') return null;
  try {
    return new URL(s.sameOriginInstance).host || null;
  } catch {
    return null;
  }
}
