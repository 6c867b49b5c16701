// Status and what it carries: media, poll, card, mentions, tags, filter results, quote. Total functions.
import type {
  MediaAttachment,
  Mention,
  Poll,
  PreviewCard,
  PreviewCardAuthor,
  Quote,
  Status,
  StatusEdit,
  StatusSource,
  Tag,
  Translation,
} from '../../../shared/wire/entities.ts';
import { normalizeAccount, normalizeEmoji } from './account.ts';
import { normalizeFilterResult } from './filter.ts';
import {
  arr,
  bool,
  httpUrlOr,
  idOrNull,
  invalid,
  isObj,
  type Json,
  listOf,
  nonEmptyOrNull,
  num,
  numOrNull,
  objWithId,
  optional,
  type Parsed,
  str,
  strArr,
  strOrNull,
  valid,
} from './primitives.ts';

// The filter normalizers live in filter.ts (the core's first script reads the filter list without the status
// normalizers); they are still found here.
export {
  normalizeFilter,
  normalizeFilterKeyword,
  normalizeFilterResult,
  normalizeFilterStatus,
} from './filter.ts';

const MEDIA_TYPES = new Set(['image', 'gifv', 'video', 'audio', 'unknown']);

export function normalizeMedia(v: Json): Parsed<MediaAttachment> {
  const head = objWithId(v, 'media');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const type = str(o.type, 'unknown');
  const meta = isObj(o.meta) ? o.meta : null;
  const focus = meta && isObj(meta.focus) ? { x: num(meta.focus.x), y: num(meta.focus.y) } : undefined;
  const size = (s: Json) =>
    isObj(s)
      ? {
          ...(numOrNull(s.width) !== null ? { width: num(s.width) } : {}),
          ...(numOrNull(s.height) !== null ? { height: num(s.height) } : {}),
          ...(numOrNull(s.duration) !== null ? { duration: num(s.duration) } : {}),
        }
      : undefined;
  return valid({
    id,
    type: MEDIA_TYPES.has(type) ? type : 'unknown',
    url: nonEmptyOrNull(o.url),
    preview_url: nonEmptyOrNull(o.preview_url),
    remote_url: nonEmptyOrNull(o.remote_url),
    description: strOrNull(o.description),
    blurhash: strOrNull(o.blurhash),
    meta: meta
      ? {
          ...(size(meta.original) ? { original: size(meta.original) } : {}),
          ...(size(meta.small) ? { small: size(meta.small) } : {}),
          ...(focus ? { focus } : {}),
        }
      : null,
  });
}

export function normalizePoll(v: Json): Parsed<Poll> {
  const head = objWithId(v, 'poll');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    expires_at: strOrNull(o.expires_at),
    expired: bool(o.expired),
    multiple: bool(o.multiple),
    votes_count: num(o.votes_count),
    voters_count: numOrNull(o.voters_count),
    options: arr(o.options).flatMap((o) =>
      isObj(o) ? [{ title: str(o.title), votes_count: numOrNull(o.votes_count) }] : [],
    ),
    emojis: listOf(o.emojis, normalizeEmoji),
    voted: bool(o.voted),
    own_votes: arr(o.own_votes).filter((n): n is number => typeof n === 'number'),
  });
}

function normalizeCardAuthor(v: Json): Parsed<PreviewCardAuthor> {
  if (!isObj(v)) return invalid('card author: not an object');
  return valid({
    name: str(v.name),
    url: str(v.url),
    account: optional(v.account, (a) => normalizeAccount(a)),
  });
}

/** Card URL fields can be empty strings on the real server: those become null where the type allows. */
export function normalizeCard(v: Json): Parsed<PreviewCard> {
  if (!isObj(v)) return invalid('card: not an object');
  return valid({
    url: str(v.url),
    title: str(v.title),
    description: str(v.description),
    type: str(v.type, 'link'),
    author_name: str(v.author_name),
    author_url: str(v.author_url),
    authors: listOf(v.authors, normalizeCardAuthor),
    provider_name: str(v.provider_name),
    provider_url: str(v.provider_url),
    html: str(v.html),
    width: num(v.width),
    height: num(v.height),
    image: nonEmptyOrNull(v.image),
    embed_url: str(v.embed_url),
    blurhash: nonEmptyOrNull(v.blurhash),
  });
}

export function normalizeMention(v: Json): Parsed<Mention> {
  const head = objWithId(v, 'mention');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({ id, username: str(o.username), url: str(o.url), acct: str(o.acct) });
}

export function normalizeTag(v: Json): Parsed<Tag> {
  if (!isObj(v) || typeof v.name !== 'string') return invalid('tag: missing name');
  const tag: Tag = { name: v.name, url: str(v.url) };
  if (Array.isArray(v.history))
    tag.history = v.history.flatMap((h) =>
      isObj(h)
        ? [{ day: String(h.day ?? ''), uses: String(h.uses ?? '0'), accounts: String(h.accounts ?? '0') }]
        : [],
    );
  if (typeof v.following === 'boolean') tag.following = v.following;
  if (typeof v.featuring === 'boolean') tag.featuring = v.featuring;
  return valid(tag);
}

function normalizeQuote(v: Json, depth: number): Parsed<Quote> {
  if (!isObj(v)) return invalid('quote: not an object');
  return valid({
    state: str(v.state, 'pending'),
    quoted_status: depth < 2 ? optional(v.quoted_status, (s) => normalizeStatus(s, depth + 1)) : null,
    quoted_status_id:
      idOrNull(v.quoted_status_id) ?? (isObj(v.quoted_status) ? idOrNull(v.quoted_status.id) : null),
  });
}

/** How the post's quote policy applies to the viewer; null when the server does not say (no quotes there). */
function normalizeQuoteApproval(v: Json): Status['quote_approval'] {
  if (!isObj(v)) return null;
  return {
    automatic: Array.isArray(v.automatic) ? strArr(v.automatic) : [],
    manual: Array.isArray(v.manual) ? strArr(v.manual) : [],
    current_user: str(v.current_user, 'unknown'),
  };
}

/**
 * A status. `DELETE /api/v1/statuses/{id}` answers with `text` and no `content`: content then reads as empty and
 * `text` carries the source for redraft. A non-http(s) `url` is replaced by `uri` (section 5).
 */
export function normalizeStatus(v: Json, depth = 0): Parsed<Status> {
  const head = objWithId(v, 'status');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const account = normalizeAccount(o.account);
  if (!account.ok) return invalid(`status ${id}: ${account.error}`);
  const status: Status = {
    id,
    uri: str(o.uri),
    url: o.url === null || o.url === undefined ? null : httpUrlOr(o.url, o.uri),
    created_at: str(o.created_at),
    edited_at: strOrNull(o.edited_at),
    account: account.value,
    content: str(o.content),
    spoiler_text: str(o.spoiler_text),
    sensitive: bool(o.sensitive),
    visibility: str(o.visibility, 'public'),
    language: strOrNull(o.language),
    in_reply_to_id: idOrNull(o.in_reply_to_id),
    in_reply_to_account_id: idOrNull(o.in_reply_to_account_id),
    reblog: depth < 2 ? optional(o.reblog, (r) => normalizeStatus(r, depth + 1)) : null,
    quote: optional(o.quote, (q) => normalizeQuote(q, depth)),
    quote_approval: normalizeQuoteApproval(o.quote_approval),
    media_attachments: listOf(o.media_attachments, normalizeMedia),
    mentions: listOf(o.mentions, normalizeMention),
    tags: listOf(o.tags, normalizeTag),
    emojis: listOf(o.emojis, normalizeEmoji),
    card: optional(o.card, normalizeCard),
    poll: optional(o.poll, normalizePoll),
    replies_count: num(o.replies_count),
    reblogs_count: num(o.reblogs_count),
    favourites_count: num(o.favourites_count),
    quotes_count: num(o.quotes_count),
    favourited: bool(o.favourited),
    reblogged: bool(o.reblogged),
    muted: bool(o.muted),
    bookmarked: bool(o.bookmarked),
    pinned: bool(o.pinned),
    filtered: listOf(o.filtered, normalizeFilterResult),
    local_only: bool(o.local_only),
    application: isObj(o.application)
      ? { name: str(o.application.name), website: strOrNull(o.application.website) }
      : null,
  };
  if (typeof o.text === 'string') status.text = o.text;
  return valid(status);
}

export function normalizeStatusEdit(v: Json): Parsed<StatusEdit> {
  if (!isObj(v)) return invalid('status edit: not an object');
  const account = normalizeAccount(v.account);
  if (!account.ok) return invalid(`status edit: ${account.error}`);
  return valid({
    content: str(v.content),
    spoiler_text: str(v.spoiler_text),
    sensitive: bool(v.sensitive),
    created_at: str(v.created_at),
    account: account.value,
    poll: isObj(v.poll)
      ? { options: arr(v.poll.options).flatMap((o) => (isObj(o) ? [{ title: str(o.title) }] : [])) }
      : null,
    media_attachments: listOf(v.media_attachments, normalizeMedia),
    emojis: listOf(v.emojis, normalizeEmoji),
  });
}

export function normalizeStatusSource(v: Json): Parsed<StatusSource> {
  const head = objWithId(v, 'status source');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({ id, text: str(o.text), spoiler_text: str(o.spoiler_text) });
}

export function normalizeTranslation(v: Json): Parsed<Translation> {
  if (!isObj(v) || typeof v.content !== 'string') return invalid('translation: missing content');
  const poll = isObj(v.poll) ? v.poll : null;
  return valid({
    content: v.content,
    spoiler_text: str(v.spoiler_text),
    detected_source_language: str(v.detected_source_language),
    language: str(v.language),
    provider: str(v.provider),
    // Entries without an id cannot be matched to a medium or the poll: they are left out, the rest kept.
    media_attachments: arr(v.media_attachments).flatMap((m) => {
      const id = isObj(m) ? idOrNull(m.id) : null;
      return id && isObj(m) ? [{ id, description: str(m.description) }] : [];
    }),
    poll:
      poll && idOrNull(poll.id)
        ? {
            id: idOrNull(poll.id) ?? '',
            options: arr(poll.options).map((o) => ({ title: isObj(o) ? str(o.title) : '' })),
          }
        : null,
  });
}
