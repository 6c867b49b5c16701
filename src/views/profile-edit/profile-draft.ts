// The edit form's text, kept in sessionStorage as it is typed, so a failed save, a reload or a crash loses nothing;
// it goes once the server has it. Pictures are not kept (a file cannot be stored there): they are picked again.
import type { ProfilePatch, ProfileSource } from '../../../shared/protocol/profile-edit.ts';

export type ProfileDraft = Omit<ProfilePatch, 'avatar' | 'header'>;

const KEY = 'woolly.profileEdit';

export function draftFromSource(s: ProfileSource): ProfileDraft {
  return {
    displayName: s.displayName,
    note: s.note,
    // Room for the server's number of fields: the empty ones are where new fields are typed.
    fields: [
      ...s.fields,
      ...Array.from({ length: Math.max(0, s.limits.maxFields - s.fields.length) }, () => ({
        name: '',
        value: '',
      })),
    ].slice(0, Math.max(s.limits.maxFields, s.fields.length)),
    locked: s.locked,
    bot: s.bot,
    discoverable: s.discoverable,
    indexable: s.indexable,
    hideCollections: s.hideCollections,
  };
}

const isDraft = (v: unknown): v is ProfileDraft => {
  const d = v as ProfileDraft | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.displayName === 'string' &&
    typeof d.note === 'string' &&
    Array.isArray(d.fields) &&
    d.fields.every((f) => typeof f?.name === 'string' && typeof f?.value === 'string')
  );
};

export interface DraftStore {
  load(): ProfileDraft | null;
  save(d: ProfileDraft | null): void;
}

export function sessionDraftStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): DraftStore {
  return {
    load() {
      try {
        const raw = storage?.getItem(KEY);
        const v: unknown = raw ? JSON.parse(raw) : null;
        return isDraft(v) ? v : null;
      } catch {
        return null;
      }
    },
    save(d) {
      try {
        if (d === null) storage?.removeItem(KEY);
        else storage?.setItem(KEY, JSON.stringify(d));
      } catch {
        // Storage refused: the form still holds the text.
      }
    },
  };
}
