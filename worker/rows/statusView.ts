// Wire status → StatusView. Pure; the timeline engine caches the result per status version in the store, and the
// notifications engine calls it directly.
import type { QuoteView, StatusView } from '../../shared/protocol/rows.ts';
import type { MediaAttachment, Status } from '../../shared/wire/entities.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';
import { statusContent } from '../content/statusContent.ts';
import { toAccountChip } from './accountChip.ts';
import type { Log } from './blurhash.ts';
import { quoteStateOf, toCardView, toMediaView, toPollView } from './statusParts.ts';

export interface RowContext {
  /** The signed-in account id (for `own`); null when anonymous. */
  me: string | null;
  /** Where decode errors (blurhash) are logged. */
  log?: Log;
}

const VISIBILITIES = new Set(['public', 'unlisted', 'private', 'direct']);

/** Builds the view of `status` itself (a boost is not resolved here: see toStatusRow). */
export function toStatusView(status: Status, ctx: RowContext, quoteDepth = 0): StatusView {
  return new StatusViewRecord(status, ctx, quoteDepth);
}

/**
 * A status's view, made by a constructor rather than an object literal: the view is kept as long as its post, and
 * V8 would soon allocate a literal's objects straight in the old generation (allocation-site pretenuring), making
 * every streamed post pay for fresh pages on its own path. Same fields, same order as the plain object; the tab
 * receives a structured clone (a plain object). The optional fields are set only when the server sent them.
 */
class StatusViewRecord implements StatusView {
  id: string;
  uri: string;
  url: string;
  createdAt: string;
  editedAt: string | null;
  account: StatusView['account'];
  content: StatusView['content'];
  spoilerText: string;
  sensitive: boolean;
  visibility: StatusView['visibility'];
  language: string | null;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  media: StatusView['media'];
  poll: StatusView['poll'];
  card: StatusView['card'];
  quote: QuoteView | null;
  repliesCount: number;
  reblogsCount: number;
  favouritesCount: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pinned: boolean;
  muted: boolean;
  own: boolean;
  application: StatusView['application'];
  declare quotesCount?: number;
  declare quoteApproval?: StatusView['quoteApproval'];

  constructor(status: Status, ctx: RowContext, quoteDepth: number) {
    this.id = status.id;
    this.uri = status.uri;
    this.url = safeHttpUrl(status.url) ?? status.uri;
    this.createdAt = status.created_at;
    this.editedAt = status.edited_at ?? null;
    this.account = toAccountChip(status.account);
    this.content = statusContent(status);
    this.spoilerText = status.spoiler_text ?? '';
    this.sensitive = status.sensitive === true;
    this.visibility = (
      VISIBILITIES.has(status.visibility) ? status.visibility : 'public'
    ) as StatusView['visibility'];
    this.language = status.language ?? null;
    this.inReplyToId = status.in_reply_to_id ?? null;
    this.inReplyToAccountId = status.in_reply_to_account_id ?? null;
    this.media = mediaViews(status.media_attachments, ctx);
    this.poll = status.poll ? toPollView(status.poll) : null;
    this.card = status.card ? toCardView(status.card, ctx.log) : null;
    this.quote = toQuoteView(status, ctx, quoteDepth);
    this.repliesCount = status.replies_count ?? 0;
    this.reblogsCount = status.reblogs_count ?? 0;
    this.favouritesCount = status.favourites_count ?? 0;
    this.favourited = status.favourited === true;
    this.reblogged = status.reblogged === true;
    this.bookmarked = status.bookmarked === true;
    this.pinned = status.pinned === true;
    this.muted = status.muted === true;
    this.own = ctx.me !== null && status.account?.id === ctx.me;
    this.application = status.application?.name
      ? new ApplicationView(status.application.name, safeHttpUrl(status.application.website))
      : null;
    // Set only when the server sent them (no spread of an empty object per post).
    if (typeof status.quotes_count === 'number') this.quotesCount = status.quotes_count;
    if (status.quote_approval) this.quoteApproval = quoteApprovalOf(status.quote_approval.current_user);
  }
}

/** `{ name, website }`, kept with the view (a class for the same reason). */
class ApplicationView {
  name: string;
  website: string | null;
  constructor(name: string, website: string | null) {
    this.name = name;
    this.website = website;
  }
}

/** No media: one shared list, frozen (views are never written to; the tab receives copies). */
const NO_MEDIA = Object.freeze([]) as unknown as StatusView['media'];

/** The media's views; a missing list is none. Made by `map`, which makes the list at its final size (it is kept as
 *  long as the post: a pushed-to list would hold room for 17) and, unlike an array literal or `new Array`, without
 *  an allocation site for V8 to pretenure (see StatusViewRecord). */
function mediaViews(media: Status['media_attachments'] | undefined, ctx: RowContext): StatusView['media'] {
  if (!Array.isArray(media) || media.length === 0) return NO_MEDIA;
  const log = ctx.log;
  return media.map((m: MediaAttachment) => toMediaView(m, log));
}

/** Unknown values of `current_user` read as `unknown` (the server decides when the quote is posted). */
function quoteApprovalOf(v: string): NonNullable<StatusView['quoteApproval']> {
  return v === 'automatic' || v === 'manual' || v === 'denied' ? v : 'unknown';
}

function toQuoteView(status: Status, ctx: RowContext, depth: number): QuoteView | null {
  const q = status.quote;
  if (!q) return null;
  const statusId = q.quoted_status?.id ?? q.quoted_status_id ?? null;
  const state = quoteStateOf(q);
  if (state !== 'accepted' || !q.quoted_status)
    return { state: state === 'accepted' ? 'unavailable' : state, statusId };
  // One level of quoting is shown; a quote inside a quote is a link-sized placeholder.
  if (depth >= 1) return { state: 'unavailable', statusId };
  return { state: 'shown', status: toStatusView(q.quoted_status, ctx, depth + 1) };
}
