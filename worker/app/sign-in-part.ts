// Sign-in and sign-out's part of the core (OAuth with PKCE, the instance address check, the words of a failed
// sign-in, the two steps of a sign-in), fetched when first used: a signed-in start never needs it (issue 20, item 7).
export { createOAuth } from '../api/oauth.ts';
export { finishSignIn, servedByInstance, startSignIn } from './sign-in-flow.ts';
