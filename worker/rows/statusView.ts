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
  const view: StatusView = {
    id: status.id,
    uri: status.uri,
    url: safeHttpUrl(status.url) ?? status.uri,
    createdAt: status.created_at,
    editedAt: status.edited_at ?? null,
    account: toAccountChip(status.account),
    content: statusContent(status),
    spoilerText: status.spoiler_text ?? '',
    sensitive: status.sensitive === true,
    visibility: (VISIBILITIES.has(status.visibility)
      ? status.visibility
      : 'public') as StatusView['visibility'],
    language: status.language ?? null,
    inReplyToId: status.in_reply_to_id ?? null,
    inReplyToAccountId: status.in_reply_to_account_id ?? null,
    media: mediaViews(status.media_attachments, ctx),
    poll: status.poll ? toPollView(status.poll) : null,
    card: status.card ? toCardView(status.card, ctx.log) : null,
    quote: toQuoteView(status, ctx, quoteDepth),
    repliesCount: status.replies_count ?? 0,
    reblogsCount: status.reblogs_count ?? 0,
    favouritesCount: status.favourites_count ?? 0,
    favourited: status.favourited === true,
    reblogged: status.reblogged === true,
    bookmarked: status.bookmarked === true,
    pinned: status.pinned === true,
    muted: status.muted === true,
    own: ctx.me !== null && status.account?.id === ctx.me,
    application: status.application?.name
      ? { name: status.application.name, website: safeHttpUrl(status.application.website) }
      : null,
  };
  // Set only when the server sent them (no spread of an empty object per post).
  if (typeof status.quotes_count === 'number') view.quotesCount = status.quotes_count;
  if (status.quote_approval) view.quoteApproval = quoteApprovalOf(status.quote_approval.current_user);
  return view;
}

/** The media's views; a missing list is none. No closure per post, and the list is made at its final size (it is
 *  kept as long as the post: a pushed-to list would hold room for 17). */
function mediaViews(media: Status['media_attachments'] | undefined, ctx: RowContext): StatusView['media'] {
  if (!Array.isArray(media) || media.length === 0) return [];
  const out: StatusView['media'] = new Array(media.length);
  for (let i = 0; i < media.length; i++) out[i] = toMediaView(media[i] as MediaAttachment, ctx.log);
  return out;
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
