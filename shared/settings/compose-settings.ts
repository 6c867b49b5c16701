// Two settings of posting and boosting (section 3 settings, Mastodon's web settings names): `altTextReminder` asks
// before posting media without a description, `boostModal` asks how to boost (visibility, or quote) before
// boosting. Both on by default; a missing or malformed value means on. settings.patch replaces top-level keys.

/** Ask for a description before posting media without one. */
export const altTextReminderOn = (settings: Record<string, unknown>): boolean =>
  settings.altTextReminder !== false;

/** Open the BOOST modal on boost (Shift+click skips it either way). */
export const boostModalOn = (settings: Record<string, unknown>): boolean => settings.boostModal !== false;

export const altTextReminderPatch = (on: boolean): Record<string, unknown> => ({ altTextReminder: on });
export const boostModalPatch = (on: boolean): Record<string, unknown> => ({ boostModal: on });
