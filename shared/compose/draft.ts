// The compose draft as plain data, and every rule of the specification about it (section 4 "Compose", section 5).
// Used by both sides: the tab edits the draft (ComposeBox), the core builds drafts from posts (reply, edit,
// redraft) and turns a draft into the request body. No I/O here; randomness and time are passed in.
import { DEFAULT_LANGUAGE, DEFAULT_PRIVACY, VISIBILITIES } from '../constants.ts';
import { statusLength } from '../status-length.ts';
import type { MediaAttachment, Status, StatusSource } from '../wire/entities.ts';
import { DEFAULT_POLL_MAX_OPTIONS, type DraftPoll, pollOf } from './draft-poll.ts';
import { isQuotePolicy, type QuotePolicy } from './quote-rules.ts';
import { sensitivityAfter } from './sensitivity.ts';

export type Visibility = (typeof VISIBILITIES)[number];

/** An uploaded file attached to the draft (what the server answered, plus the alt text being written). */
export interface DraftMedia {
  id: string;
  type: string;
  /** Null while the server is still processing it. */
  url: string | null;
  previewUrl: string | null;
  description: string;
  /** The focus point as the API writes it ("x,y", each -1..1), kept so an edit sends it back unchanged. */
  focus?: string;
}

export interface ComposeDraft {
  text: string;
  spoilerOn: boolean;
  spoilerText: string;
  sensitive: boolean;
  visibility: Visibility;
  language: string;
  inReplyToId: string | null;
  /** Set when editing a post: submit PUTs /api/v1/statuses/{editId}. */
  editId: string | null;
  media: DraftMedia[];
  poll: DraftPoll | null;
  /** A quote post: the post quoted (sent as `quoted_status_id`), shown above the text. */
  quotedStatusId: string | null;
  /** Who may quote the post being written (`quote_approval_policy`). */
  quotePolicy: QuotePolicy;
  idempotencyKey: string;
  /** When to publish it (ISO time, sent as `scheduled_at`; shared/compose/schedule.ts); absent or null: now. */
  scheduledAt?: string | null;
}

/** The user's posting defaults (preferences; the specification's defaults are public, not sensitive, en). */
export interface DraftDefaults {
  visibility: Visibility;
  sensitive: boolean;
  language: string;
}

/** Limits from the instance's configuration (`statuses`, `media_attachments`, `polls`). */
export interface ComposeLimits {
  maxCharacters: number;
  maxMediaAttachments: number;
  pollMaxOptions: number;
  charactersReservedPerUrl: number;
}

export const DEFAULT_LIMITS: ComposeLimits = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  pollMaxOptions: DEFAULT_POLL_MAX_OPTIONS,
  charactersReservedPerUrl: 23,
};

export const isVisibility = (v: unknown): v is Visibility =>
  typeof v === 'string' && (VISIBILITIES as readonly string[]).includes(v);

/** A fresh idempotency key (ruling 6): a new one on reset and on every edit. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  let key = '';
  for (let i = 0; i < 4; i++) key += Math.floor(random() * 0x1_0000_0000).toString(36);
  return key;
}

/** The defaults from the settings the core publishes: the user's choice first, then the account's preferences. */
export function draftDefaults(settings: Record<string, unknown>): DraftDefaults {
  const posting = (settings.postingDefaults ?? {}) as Record<string, unknown>;
  const visibility = isVisibility(settings.defaultPrivacy)
    ? settings.defaultPrivacy
    : isVisibility(posting.visibility)
      ? posting.visibility
      : DEFAULT_PRIVACY;
  const sensitive =
    typeof settings.defaultSensitive === 'boolean' ? settings.defaultSensitive : posting.sensitive === true;
  const language =
    typeof settings.defaultLanguage === 'string' && settings.defaultLanguage
      ? settings.defaultLanguage
      : typeof posting.language === 'string' && posting.language
        ? posting.language
        : DEFAULT_LANGUAGE;
  return { visibility, sensitive, language };
}

export function composeLimits(settings: Record<string, unknown>): ComposeLimits {
  const n = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : d);
  return {
    maxCharacters: n(settings.maxCharacters, DEFAULT_LIMITS.maxCharacters),
    maxMediaAttachments: n(settings.maxMediaAttachments, DEFAULT_LIMITS.maxMediaAttachments),
    pollMaxOptions: n(settings.pollMaxOptions, DEFAULT_LIMITS.pollMaxOptions),
    charactersReservedPerUrl: n(settings.charactersReservedPerUrl, DEFAULT_LIMITS.charactersReservedPerUrl),
  };
}

/** Section 4: reset restores the default privacy, sensitivity and language, and makes a new idempotency key. */
export function emptyDraft(defaults: DraftDefaults, random: () => number = Math.random): ComposeDraft {
  return {
    text: '',
    spoilerOn: false,
    spoilerText: '',
    sensitive: defaults.sensitive,
    visibility: defaults.visibility,
    language: defaults.language,
    inReplyToId: null,
    editId: null,
    media: [],
    poll: null,
    quotedStatusId: null,
    quotePolicy: 'public',
    idempotencyKey: newIdempotencyKey(random),
  };
}

export { type SensitivityChange, sensitivityAfter } from './sensitivity.ts';

/** Section 4: any edit to the text or options makes a new idempotency key (ruling 6). A change of the content
 *  warning or of the sensitive checkbox goes through sensitivityAfter (hence the defaults). */
export function editDraft(
  draft: ComposeDraft,
  patch: Partial<Omit<ComposeDraft, 'idempotencyKey'>>,
  random: () => number = Math.random,
  defaults: Pick<DraftDefaults, 'sensitive'> = { sensitive: false },
): ComposeDraft {
  const next = { ...draft, ...patch, idempotencyKey: newIdempotencyKey(random) };
  const before = { sensitive: draft.sensitive, spoilerOn: draft.spoilerOn, media: draft.media.length };
  if (patch.spoilerOn !== undefined && patch.spoilerOn !== draft.spoilerOn)
    next.sensitive = sensitivityAfter(before, { type: 'spoiler', on: patch.spoilerOn }, defaults.sensitive);
  else if (patch.sensitive !== undefined && patch.media === undefined)
    next.sensitive = sensitivityAfter(before, { type: 'sensitive', on: patch.sensitive }, defaults.sensitive);
  return next;
}

export function mediaOf(m: MediaAttachment): DraftMedia {
  const focus = m.meta?.focus;
  return {
    id: m.id,
    type: m.type,
    url: m.url,
    previewUrl: m.preview_url,
    description: m.description ?? '',
    ...(focus && Number.isFinite(focus.x) && Number.isFinite(focus.y)
      ? { focus: `${focus.x},${focus.y}` }
      : {}),
  };
}

const sensitivityOf = (d: ComposeDraft) => ({
  sensitive: d.sensitive,
  spoilerOn: d.spoilerOn,
  media: d.media.length,
});

/** Section 4: sensitive is set on the first attachment if the default is sensitive or a content warning is on. */
export function addMedia(
  draft: ComposeDraft,
  media: DraftMedia,
  defaults: DraftDefaults,
  random: () => number = Math.random,
): ComposeDraft {
  const sensitive = sensitivityAfter(sensitivityOf(draft), { type: 'attach' }, defaults.sensitive);
  return editDraft(draft, { media: [...draft.media, media], sensitive }, random);
}

/** Section 4: sensitive is cleared when the last attachment is removed. */
export function removeMedia(
  draft: ComposeDraft,
  mediaId: string,
  random: () => number = Math.random,
): ComposeDraft {
  const media = draft.media.filter((m) => m.id !== mediaId);
  if (media.length === draft.media.length) return draft;
  const sensitive = sensitivityAfter(sensitivityOf(draft), { type: 'detach' }, false);
  return editDraft(draft, { media, sensitive }, random);
}

/** Replaces one attachment (processing finished, alt text typed). */
export function updateMedia(
  draft: ComposeDraft,
  mediaId: string,
  patch: Partial<DraftMedia>,
  random: () => number = Math.random,
): ComposeDraft {
  return editDraft(
    draft,
    { media: draft.media.map((m) => (m.id === mediaId ? { ...m, ...patch } : m)) },
    random,
  );
}

export {
  UPLOAD_LIMIT_EXCEEDED,
  UPLOAD_WITH_POLL,
  type UploadRefusal,
  uploadRefusal,
} from './upload-rules.ts';

// --- Polls: shared/compose/draft-poll.ts -----------------------------------------------------------------------

export {
  type DraftPoll,
  defaultPoll,
  normalizePollOptions,
  pollExpiryFromStatus,
  pollOf,
} from './draft-poll.ts';

// --- Counting and submitting ----------------------------------------------------------------------------------

/** What is left of the instance's maximum, counted as the server counts (shared/status-length.ts): the content
 *  warning counts too. */
export function charactersLeft(
  draft: Pick<ComposeDraft, 'text' | 'spoilerOn' | 'spoilerText'>,
  max: number,
  urlLength = 23,
): number {
  return max - statusLength(draft.text, draft.spoilerOn ? draft.spoilerText : '', urlLength);
}

/** The text's length alone, counted as the server counts (kept for callers that count a text by itself). */
export const countCharacters = (text: string, urlLength = 23): number => statusLength(text, '', urlLength);

/** Section 5: nothing to send when there is no text and no media attachment. A content warning alone is text
 *  (Mastodon posts it as the text), so it is enough. */
export function hasContent(
  draft: Pick<ComposeDraft, 'text' | 'spoilerOn' | 'spoilerText' | 'media'>,
): boolean {
  return (
    draft.text.trim() !== '' || (draft.spoilerOn && draft.spoilerText.trim() !== '') || draft.media.length > 0
  );
}

/** Section 5: nothing to send without content (hasContent). A draft is not sent while a file is still uploading
 *  or processing, over the limit, or with fewer than two filled poll options. */
export function canSubmit(
  draft: Pick<ComposeDraft, 'text' | 'spoilerOn' | 'spoilerText' | 'media' | 'poll'>,
  max: number,
  submitting: boolean,
  uploading = 0,
): boolean {
  if (submitting || uploading > 0) return false;
  if (!hasContent(draft)) return false;
  if (draft.media.some((m) => m.url === null && m.previewUrl === null)) return false;
  if (draft.poll && draft.poll.options.filter((o) => o.trim() !== '').length < 2) return false;
  return charactersLeft(draft, max) >= 0;
}

/** The body of POST /api/v1/statuses (or PUT when editing), section 7. */
export function statusParams(draft: ComposeDraft): Record<string, unknown> {
  const body: Record<string, unknown> = { status: draft.text, visibility: draft.visibility };
  const spoiler = draft.spoilerOn ? draft.spoilerText : '';
  // A new post leaves out what the server defaults anyway; an edit says everything, since it replaces the post.
  if (spoiler || draft.editId) body.spoiler_text = spoiler;
  if (draft.sensitive || draft.editId) body.sensitive = draft.sensitive;
  if (draft.language) body.language = draft.language;
  if (draft.inReplyToId && !draft.editId) body.in_reply_to_id = draft.inReplyToId;
  if (draft.media.length) body.media_ids = draft.media.map((m) => m.id);
  if (draft.quotedStatusId && !draft.editId) body.quoted_status_id = draft.quotedStatusId;
  // Private and direct posts are never quotable: the server ignores the policy there, so it is not sent.
  if (draft.visibility === 'public' || draft.visibility === 'unlisted')
    body.quote_approval_policy = draft.quotePolicy;
  // An edit changes the alt text (and says the focus point again, which the server would otherwise lose).
  if (draft.editId && draft.media.length)
    body.media_attributes = draft.media.map((m) => ({
      id: m.id,
      description: m.description,
      ...(m.focus ? { focus: m.focus } : {}),
    }));
  // A scheduled post (a new one: an edit changes a published post) goes out later (shared/compose/schedule.ts).
  if (draft.scheduledAt && !draft.editId) body.scheduled_at = draft.scheduledAt;
  if (draft.poll && draft.media.length === 0) {
    body.poll = {
      options: draft.poll.options.filter((o) => o.trim() !== ''),
      expires_in: draft.poll.expiresIn,
      multiple: draft.poll.multiple,
    };
  }
  return body;
}

// --- Drafts from posts ---------------------------------------------------------------------------------------

const ORDER: readonly Visibility[] = VISIBILITIES;

/** Section 4: the stricter of two visibilities (public < unlisted < private < direct). */
export function stricterVisibility(a: Visibility, b: Visibility): Visibility {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}

/** Section 4: a reply starts with mentions of the parent's author and the other mentioned users, never the
 *  current user, each once; in a private conversation, its other participants (`also`) as well. */
export function replyMentions(
  parent: Pick<Status, 'account' | 'mentions'>,
  meId: string | null,
  also: readonly { id: string; acct: string }[] = [],
): string {
  const seen = new Set<string>();
  const accts: string[] = [];
  const add = (id: string, acct: string) => {
    if (id === meId || seen.has(acct)) return;
    seen.add(acct);
    accts.push(`@${acct}`);
  };
  add(parent.account.id, parent.account.acct);
  for (const m of parent.mentions) add(m.id, m.acct);
  for (const m of also) add(m.id, m.acct);
  return accts.length ? `${accts.join(' ')} ` : '';
}

export function replyDraft(
  parent: Status,
  meId: string | null,
  defaults: DraftDefaults,
  random: () => number = Math.random,
  participants: readonly { id: string; acct: string }[] = [],
): ComposeDraft {
  const parentVisibility = isVisibility(parent.visibility) ? parent.visibility : 'public';
  const base = emptyDraft(defaults, random);
  return {
    ...base,
    text: replyMentions(parent, meId, participants),
    inReplyToId: parent.id,
    visibility: stricterVisibility(parentVisibility, defaults.visibility),
    // A reply is in the language of the conversation when the parent says which.
    language: parent.language || defaults.language,
    // A reply to a post behind a content warning keeps the warning, as Mastodon's client does.
    spoilerOn: parent.spoiler_text !== '',
    spoilerText: parent.spoiler_text,
  };
}

/** A draft from a post being edited (its source text) or deleted for redraft (the DELETE answer's `text`). */
export function draftFromStatus(
  status: Status,
  source: Pick<StatusSource, 'text' | 'spoiler_text'> | null,
  mode: 'edit' | 'redraft',
  defaults: DraftDefaults,
  now: number,
  random: () => number = Math.random,
  pollMaxOptions = DEFAULT_LIMITS.pollMaxOptions,
): ComposeDraft {
  const text = source?.text ?? status.text ?? '';
  const spoilerText = source?.spoiler_text ?? status.spoiler_text ?? '';
  return {
    text,
    spoilerOn: spoilerText !== '',
    spoilerText,
    sensitive: status.sensitive,
    visibility: isVisibility(status.visibility) ? status.visibility : defaults.visibility,
    language: status.language || defaults.language,
    inReplyToId: status.in_reply_to_id ?? null,
    editId: mode === 'edit' ? status.id : null,
    media: status.media_attachments.map(mediaOf),
    poll: status.poll ? pollOf(status.poll, now, pollMaxOptions) : null,
    // An edit keeps the quote (the server does not change it); a redraft quotes the same post again.
    quotedStatusId: status.quote?.quoted_status?.id ?? status.quote?.quoted_status_id ?? null,
    quotePolicy: policyOf(status.quote_approval),
    idempotencyKey: newIdempotencyKey(random),
  };
}

/** The policy a post was written with, read back from its `quote_approval` (who is quoted automatically). */
function policyOf(approval: Status['quote_approval']): QuotePolicy {
  const auto = approval?.automatic ?? [];
  if (!approval) return 'public';
  return auto.includes('public') ? 'public' : auto.includes('followers') ? 'followers' : 'nobody';
}

/** A stored draft read back (older shapes and missing fields filled in), or null when it is not a draft. */
export function reviveDraft(v: unknown, defaults: DraftDefaults): ComposeDraft | null {
  if (typeof v !== 'object' || v === null) return null;
  const d = v as Partial<ComposeDraft>;
  const base = emptyDraft(defaults);
  return {
    ...base,
    ...d,
    media: Array.isArray(d.media) ? d.media : [],
    poll: d.poll && Array.isArray(d.poll.options) ? d.poll : null,
    quotedStatusId: typeof d.quotedStatusId === 'string' && d.quotedStatusId ? d.quotedStatusId : null,
    quotePolicy: isQuotePolicy(d.quotePolicy) ? d.quotePolicy : base.quotePolicy,
    idempotencyKey: typeof d.idempotencyKey === 'string' ? d.idempotencyKey : base.idempotencyKey,
  };
}
