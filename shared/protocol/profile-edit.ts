// Editing your own profile (/profile/edit): what the form starts from (the credential account's raw source, and the
// server's limits from its instance configuration), and what it sends. The value of `profile.source`; the argument of
// `profile.update` (PATCH /api/v1/accounts/update_credentials, multipart).

export interface ProfileLimits {
  maxFields: number;
  maxNameLength: number;
  maxNoteLength: number;
  /** Bytes an avatar or header may have. */
  imageSizeLimit: number;
  /** Picture types the server takes. */
  imageTypes: string[];
}

export interface ProfileSource {
  displayName: string;
  /** The note as typed (source.note), not its HTML. */
  note: string;
  fields: { name: string; value: string }[];
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  indexable: boolean;
  hideCollections: boolean;
  avatar: string;
  header: string;
  limits: ProfileLimits;
}

export interface ProfilePatch {
  displayName: string;
  note: string;
  fields: { name: string; value: string }[];
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  indexable: boolean;
  hideCollections: boolean;
  /** New pictures (absent: unchanged). */
  avatar?: Blob;
  header?: Blob;
}

export const DEFAULT_PROFILE_LIMITS: ProfileLimits = {
  maxFields: 4,
  maxNameLength: 30,
  maxNoteLength: 500,
  imageSizeLimit: 2 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

export type ProfileProblem =
  | { kind: 'nameTooLong'; max: number }
  | { kind: 'noteTooLong'; max: number }
  | { kind: 'tooManyFields'; max: number }
  | { kind: 'imageTooBig'; which: 'avatar' | 'header'; max: number }
  | { kind: 'imageType'; which: 'avatar' | 'header' };

/** What the server would refuse, said before sending (lengths in characters as the server counts them). */
export function profileProblems(
  patch: Pick<ProfilePatch, 'displayName' | 'note' | 'fields'> & {
    avatar?: { size: number; type: string };
    header?: { size: number; type: string };
  },
  limits: ProfileLimits,
): ProfileProblem[] {
  const out: ProfileProblem[] = [];
  const len = (s: string) => [...s].length;
  if (len(patch.displayName) > limits.maxNameLength)
    out.push({ kind: 'nameTooLong', max: limits.maxNameLength });
  if (len(patch.note) > limits.maxNoteLength) out.push({ kind: 'noteTooLong', max: limits.maxNoteLength });
  const filled = patch.fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== '');
  if (filled.length > limits.maxFields) out.push({ kind: 'tooManyFields', max: limits.maxFields });
  for (const which of ['avatar', 'header'] as const) {
    const file = patch[which];
    if (!file) continue;
    if (limits.imageTypes.length > 0 && !limits.imageTypes.includes(file.type))
      out.push({ kind: 'imageType', which });
    else if (file.size > limits.imageSizeLimit)
      out.push({ kind: 'imageTooBig', which, max: limits.imageSizeLimit });
  }
  return out;
}
