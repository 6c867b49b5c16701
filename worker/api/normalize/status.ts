// Status and what it carries: media, poll, card, mentions, tags, filter results, quote. Total functions.
import type {
  Filter,
  FilterKeyword,
  FilterResult,
  FilterStatus,
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
import {
  arr,
  bool,
  httpUrlOr,
  idArr,
  idOrNull,
  invalid,
  isObj,
  type Json,
  listOf,
  nonEmptyOrNull,
  num,
  numOrNull,
  optional,
  type Parsed,
  str,
  strArr,
  strOrNull,
  valid,
} from './primitives.ts';

const MEDIA_TYPES = new Set(['image', 'gifv', 'video', 'audio', 'unknown']);

export function normalizeMedia(v: Json): Parsed<MediaAttachment> {
  if (!isObj(v)) return invalid('media: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('media: missing id');
  const type = str(v.type, 'unknown');
  const meta = isObj(v.meta) ? v.meta : null;
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
    url: nonEmptyOrNull(v.url),
    preview_url: nonEmptyOrNull(v.preview_url),
    remote_url: nonEmptyOrNull(v.remote_url),
    description: strOrNull(v.description),
    blurhash: strOrNull(v.blurhash),
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
  if (!isObj(v)) return invalid('poll: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('poll: missing id');
  return valid({
    id,
    expires_at: strOrNull(v.expires_at),
    expired: bool(v.expired),
    multiple: bool(v.multiple),
    votes_count: num(v.votes_count),
    voters_count: numOrNull(v.voters_count),
    options: arr(v.options).flatMap((o) =>
      isObj(o) ? [{ title: str(o.title), votes_count: numOrNull(o.votes_count) }] : [],
    ),
    emojis: listOf(v.emojis, normalizeEmoji),
    voted: bool(v.voted),
    own_votes: arr(v.own_votes).filter((n): n is number => typeof n === 'number'),
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
  if (!isObj(v)) return invalid('mention: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('mention: missing id');
  return valid({ id, username: str(v.username), url: str(v.url), acct: str(v.acct) });
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

export function normalizeFilterKeyword(v: Json): Parsed<FilterKeyword> {
  if (!isObj(v)) return invalid('filter keyword: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('filter keyword: missing id');
  return valid({ id, keyword: str(v.keyword), whole_word: bool(v.whole_word) });
}

export function normalizeFilterStatus(v: Json): Parsed<FilterStatus> {
  if (!isObj(v)) return invalid('filter status: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('filter status: missing id');
  return valid({ id, status_id: idOrNull(v.status_id) ?? '' });
}

export function normalizeFilter(v: Json): Parsed<Filter> {
  if (!isObj(v)) return invalid('filter: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('filter: missing id');
  return valid({
    id,
    title: str(v.title),
    context: strArr(v.context),
    expires_at: strOrNull(v.expires_at),
    filter_action: str(v.filter_action, 'warn'),
    keywords: listOf(v.keywords, normalizeFilterKeyword),
    statuses: listOf(v.statuses, normalizeFilterStatus),
  });
}

export function normalizeFilterResult(v: Json): Parsed<FilterResult> {
  if (!isObj(v)) return invalid('filter result: not an object');
  const filter = normalizeFilter(v.filter);
  if (!filter.ok) return invalid(`filter result: ${filter.error}`);
  return valid({
    filter: filter.value,
    keyword_matches: Array.isArray(v.keyword_matches) ? strArr(v.keyword_matches) : null,
    status_matches: Array.isArray(v.status_matches) ? idArr(v.status_matches) : null,
  });
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

/**
 * A status. `DELETE /api/v1/statuses/{id}` answers with `text` and no `content`: content then reads as empty and
 * `text` carries the source for redraft. A non-http(s) `url` is replaced by `uri` (section 5).
 */
export function normalizeStatus(v: Json, depth = 0): Parsed<Status> {
  if (!isObj(v)) return invalid('status: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('status: missing id');
  const account = normalizeAccount(v.account);
  if (!account.ok) return invalid(`status ${id}: ${account.error}`);
  const status: Status = {
    id,
    uri: str(v.uri),
    url: v.url === null || v.url === undefined ? null : httpUrlOr(v.url, v.uri),
    created_at: str(v.created_at),
    edited_at: strOrNull(v.edited_at),
    account: account.value,
    content: str(v.content),
    spoiler_text: str(v.spoiler_text),
    sensitive: bool(v.sensitive),
    visibility: str(v.visibility, 'public'),
    language: strOrNull(v.language),
    in_reply_to_id: idOrNull(v.in_reply_to_id),
    in_reply_to_account_id: idOrNull(v.in_reply_to_account_id),
    reblog: depth < 2 ? optional(v.reblog, (r) => normalizeStatus(r, depth + 1)) : null,
    quote: optional(v.quote, (q) => normalizeQuote(q, depth)),
    media_attachments: listOf(v.media_attachments, normalizeMedia),
    mentions: listOf(v.mentions, normalizeMention),
    tags: listOf(v.tags, normalizeTag),
    emojis: listOf(v.emojis, normalizeEmoji),
    card: optional(v.card, normalizeCard),
    poll: optional(v.poll, normalizePoll),
    replies_count: num(v.replies_count),
    reblogs_count: num(v.reblogs_count),
    favourites_count: num(v.favourites_count),
    quotes_count: num(v.quotes_count),
    favourited: bool(v.favourited),
    reblogged: bool(v.reblogged),
    muted: bool(v.muted),
    bookmarked: bool(v.bookmarked),
    pinned: bool(v.pinned),
    filtered: listOf(v.filtered, normalizeFilterResult),
    local_only: bool(v.local_only),
    application: isObj(v.application)
      ? { name: str(v.application.name), website: strOrNull(v.application.website) }
      : null,
  };
  if (typeof v.text === 'string') status.text = v.text;
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
  if (!isObj(v)) return invalid('status source: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('status source: missing id');
  return valid({ id, text: str(v.text), spoiler_text: str(v.spoiler_text) });
}

export function normalizeTranslation(v: Json): Parsed<Translation> {
  if (!isObj(v) || typeof v.content !== 'string') return invalid('translation: missing content');
  return valid({
    content: v.content,
    spoiler_text: str(v.spoiler_text),
    detected_source_language: str(v.detected_source_language),
    provider: str(v.provider),
  });
}
