// Media, poll, card and quote of a status, reduced to their row models.
import type { CardView, MediaView, PollView, QuoteView } from '../../shared/protocol/rows.ts';
import type { MediaAttachment, Poll, PreviewCard, Quote } from '../../shared/wire/entities.ts';
import { emojifyText } from '../content/emojify.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';
import { type Log, validBlurhash } from './blurhash.ts';

const MEDIA_TYPES = new Set(['image', 'gifv', 'video', 'audio']);

export function toMediaView(m: MediaAttachment, log?: Log): MediaView {
  return new MediaViewRecord(m, log);
}

/** A media attachment's view, kept with its post's view: a class, as StatusViewRecord (statusView.ts) says why. */
class MediaViewRecord implements MediaView {
  id: string;
  type: MediaView['type'];
  url: string;
  previewUrl: string;
  remoteUrl: string | null;
  description: string;
  blurhash: string | null;
  width: number | null;
  height: number | null;
  focus: MediaView['focus'];

  constructor(m: MediaAttachment, log?: Log) {
    const url = safeHttpUrl(m.url) ?? safeHttpUrl(m.remote_url) ?? '';
    const original = m.meta?.original;
    const focus = m.meta?.focus;
    this.id = m.id;
    this.type = (MEDIA_TYPES.has(m.type) ? m.type : 'unknown') as MediaView['type'];
    this.url = url;
    this.previewUrl = safeHttpUrl(m.preview_url) ?? url;
    this.remoteUrl = safeHttpUrl(m.remote_url);
    this.description = m.description ?? '';
    this.blurhash = validBlurhash(m.blurhash, log);
    this.width = typeof original?.width === 'number' ? original.width : null;
    this.height = typeof original?.height === 'number' ? original.height : null;
    this.focus =
      focus && typeof focus.x === 'number' && typeof focus.y === 'number'
        ? new FocusPoint(focus.x, focus.y)
        : null;
  }
}

class FocusPoint {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
}

export function toPollView(p: Poll): PollView {
  return {
    id: p.id,
    expiresAt: p.expires_at ?? null,
    expired: p.expired === true,
    multiple: p.multiple === true,
    votesCount: p.votes_count ?? 0,
    votersCount: p.voters_count ?? null,
    voted: p.voted === true,
    ownVotes: p.own_votes ?? [],
    options: (p.options ?? []).map((o) => ({
      title: emojifyText(o.title ?? '', p.emojis),
      votesCount: o.votes_count ?? null,
    })),
  };
}

export function toCardView(c: PreviewCard, log?: Log): CardView | null {
  const url = safeHttpUrl(c.url);
  if (!url) return null;
  const author = c.authors?.[0]?.name || c.author_name || null;
  return {
    url,
    title: c.title ?? '',
    description: c.description ?? '',
    type: c.type ?? 'link',
    image: safeHttpUrl(c.image),
    blurhash: validBlurhash(c.blurhash, log),
    providerName: c.provider_name ?? '',
    authorName: author,
    width: c.width ?? 0,
    height: c.height ?? 0,
  };
}

/** Wire quote state → what the row shows. `shown` needs the quoted post's view, built by the caller. */
export function quoteStateOf(q: Quote): Exclude<QuoteView['state'], 'shown'> | 'accepted' {
  switch (q.state) {
    case 'accepted':
      return q.quoted_status ? 'accepted' : 'unavailable';
    case 'deleted':
    case 'pending':
    case 'rejected':
    case 'revoked':
    case 'unauthorized':
      return q.state;
    case 'blocked_account':
    case 'blocked_domain':
      return 'blocked';
    case 'muted_account':
      return 'muted';
    default:
      return 'unavailable';
  }
}
