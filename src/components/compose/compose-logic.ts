// Compose rules that need no rendering: the character count and whether the post can be sent.
import type { VISIBILITIES } from '../../../shared/constants.ts';

export type Visibility = (typeof VISIBILITIES)[number];

export interface ComposeDraft {
  text: string;
  spoilerOn: boolean;
  spoilerText: string;
  visibility: Visibility;
  inReplyToId: string | null;
}

/** Mastodon counts every URL as 23 characters and a remote mention by its local part only. */
export function countCharacters(text: string, urlLength = 23): number {
  const replaced = text
    .replace(/https?:\/\/[^\s]+/g, 'x'.repeat(urlLength))
    .replace(/(^|[^\w])@(\w+)@[\w.-]+\w/g, '$1@$2');
  return [...replaced].length;
}

export function charactersLeft(
  draft: Pick<ComposeDraft, 'text' | 'spoilerOn' | 'spoilerText'>,
  max: number,
): number {
  const used = countCharacters(draft.text) + (draft.spoilerOn ? [...draft.spoilerText].length : 0);
  return max - used;
}

/** Section 5: nothing to send when the text is empty (media attachments come later). */
export function canSubmit(draft: ComposeDraft, max: number, submitting: boolean): boolean {
  return !submitting && draft.text.trim().length > 0 && charactersLeft(draft, max) >= 0;
}

export function emptyDraft(
  visibility: Visibility = 'public',
  inReplyToId: string | null = null,
): ComposeDraft {
  return { text: '', spoilerOn: false, spoilerText: '', visibility, inReplyToId };
}
