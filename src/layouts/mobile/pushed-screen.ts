// Which screens of the phone layout are "pushed" (opened from another screen: a post, a profile, a list…) and so
// get a back button; the screens of the tab bar are not.

const TAB_SCREENS = new Set(['/', '/home', '/notifications', '/public', '/public/local']);

export function isPushedScreen(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !TAB_SCREENS.has(bare);
}

/** Back goes to the previous screen when the app opened this one; opened by address (nothing of the app's behind
 *  it), it goes home instead of leaving the app. */
export function backTarget(historyState: unknown): 'history' | '/home' {
  const fromApp =
    typeof historyState === 'object' &&
    historyState !== null &&
    (historyState as { fromApp?: unknown }).fromApp;
  return fromApp === true ? 'history' : '/home';
}
