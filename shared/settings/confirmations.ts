// The confirmation settings (section 7's confirmations, issue 18): whether Woolly asks before deleting a post,
// deleting and re-drafting it, unfollowing an account and signing out. Each is its own top-level key of the core's
// settings record (settings.patch replaces top-level keys, so two tabs turning off two different ones never undo
// each other), on by default: a missing or malformed value asks.

export const CONFIRMATIONS = ['delete', 'redraft', 'unfollow', 'signOut'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

/** The settings key of each confirmation (Mastodon's web settings name them the same way: deleteModal…). */
export const CONFIRMATION_KEYS: Record<Confirmation, string> = {
  delete: 'confirmDelete',
  redraft: 'confirmRedraft',
  unfollow: 'confirmUnfollow',
  signOut: 'confirmSignOut',
};

/** True unless the user turned this confirmation off. */
export function shouldConfirm(
  settings: Record<string, unknown> | null | undefined,
  which: Confirmation,
): boolean {
  return settings?.[CONFIRMATION_KEYS[which]] !== false;
}

/** The patch that turns one confirmation on or off. */
export const confirmationPatch = (which: Confirmation, on: boolean): Record<string, unknown> => ({
  [CONFIRMATION_KEYS[which]]: on,
});
