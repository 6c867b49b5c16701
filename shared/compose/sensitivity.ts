// Whether a draft's media is marked sensitive, as one rule over the few things that change it (section 4, issue 10
// item 24). Plain data in, a boolean out; draft.ts applies it on every attach, detach and toggle.

/** What changes the media's sensitivity: an attachment added or removed, the content warning or the checkbox. */
export type SensitivityChange =
  | { type: 'attach' }
  | { type: 'detach' }
  | { type: 'spoiler'; on: boolean }
  | { type: 'sensitive'; on: boolean };

/** Every sensitivity rule in one place (section 4). `before.media` is the count before the change. With a content
 *  warning on, media is always sensitive (the warning hides it anyway, and the checkbox cannot undo that); the
 *  first attachment takes the user's default (or the warning's); turning the warning off gives the media back the
 *  user's default; no media, nothing sensitive. Attaching never turns a content warning on. */
export function sensitivityAfter(
  before: { sensitive: boolean; spoilerOn: boolean; media: number },
  change: SensitivityChange,
  defaultSensitive: boolean,
): boolean {
  const media = before.media + (change.type === 'attach' ? 1 : change.type === 'detach' ? -1 : 0);
  const spoilerOn = change.type === 'spoiler' ? change.on : before.spoilerOn;
  if (media <= 0) return false;
  if (spoilerOn) return true;
  switch (change.type) {
    case 'attach':
      return before.media === 0 ? defaultSensitive : before.sensitive;
    case 'detach':
      return before.sensitive;
    case 'spoiler':
      return defaultSensitive;
    case 'sensitive':
      return change.on;
  }
}
