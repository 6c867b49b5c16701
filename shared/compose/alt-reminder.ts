// The alt text reminder: before posting media without a description, ask "add description" or "post anyway".
// The setting `altTextReminder` (shared/settings/compose-settings.ts) turns it off.
import type { DraftMedia } from './draft.ts';

/** The attachments the reminder is about: those whose description is empty (blank counts as empty). */
export function undescribedMedia(media: readonly Pick<DraftMedia, 'id' | 'description'>[]): string[] {
  return media.filter((m) => m.description.trim() === '').map((m) => m.id);
}

/** Whether posting waits for the reminder's answer. `postAnyway`: the user already chose to post without. */
export function needsAltReminder(
  media: readonly Pick<DraftMedia, 'id' | 'description'>[],
  reminderOn: boolean,
  postAnyway = false,
): boolean {
  return reminderOn && !postAnyway && undescribedMedia(media).length > 0;
}
