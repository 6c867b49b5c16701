// Cheap change detection: only fields a row shows count, so re-fetching an unchanged post (or a new post by a
// known author, whose follower count moved) does not invalidate every row of that author.
import type { Account, Poll, Status } from '../../shared/wire/entities.ts';
import type { StoredQuote } from './types.ts';

export function accountSignature(a: Account): string {
  let emojis = '';
  for (const e of a.emojis ?? []) emojis += `${e.shortcode}=${e.url};`;
  return `${a.acct}|${a.username}|${a.display_name}|${a.avatar}|${a.avatar_static}|${a.url}|${a.bot}|${a.locked}|${emojis}`;
}

export function pollSignature(p: Poll): string {
  let votes = '';
  for (const o of p.options ?? []) votes += `${o.votes_count},`;
  return `${p.expired}|${p.votes_count}|${p.voters_count}|${p.voted}|${(p.own_votes ?? []).join(',')}|${votes}|${p.expires_at}`;
}

export function statusSignature(s: Status): string {
  const q = s.quote;
  return [
    s.edited_at,
    s.replies_count,
    s.reblogs_count,
    s.favourites_count,
    s.favourited,
    s.reblogged,
    s.bookmarked,
    s.pinned,
    s.muted,
    s.sensitive,
    s.spoiler_text,
    s.content?.length,
    s.content,
    q ? `${q.state}:${q.quoted_status?.id ?? q.quoted_status_id ?? ''}` : '',
    s.quote_approval?.current_user ?? '',
    s.card?.url ?? '',
    (s.filtered ?? []).map((f) => f.filter?.id).join(','),
    s.media_attachments?.length,
  ].join('|');
}

// The same comparisons without building strings: the streaming path asks "did anything a row shows change?" for
// the author of every post, and for every post seen again. Must agree with the signatures above (a test checks).

export function sameAccountChip(a: Account, b: Account): boolean {
  if (a === b) return true;
  if (
    a.acct !== b.acct ||
    a.username !== b.username ||
    a.display_name !== b.display_name ||
    a.avatar !== b.avatar ||
    a.avatar_static !== b.avatar_static ||
    a.url !== b.url ||
    a.bot !== b.bot ||
    a.locked !== b.locked
  )
    return false;
  const ea = a.emojis ?? [];
  const eb = b.emojis ?? [];
  if (ea === eb) return true;
  if (ea.length !== eb.length) return false;
  for (let i = 0; i < ea.length; i++) {
    const x = ea[i];
    const y = eb[i];
    if (x?.shortcode !== y?.shortcode || x?.url !== y?.url) return false;
  }
  return true;
}

/** What statusSignature covers, compared between the stored wire copy (with its normalized quote) and a new one. */
export function sameStatusRow(
  old: Status,
  oldQuote: StoredQuote | null,
  s: Status,
  quote: StoredQuote | null,
): boolean {
  if (
    old.edited_at !== s.edited_at ||
    old.replies_count !== s.replies_count ||
    old.reblogs_count !== s.reblogs_count ||
    old.favourites_count !== s.favourites_count ||
    old.favourited !== s.favourited ||
    old.reblogged !== s.reblogged ||
    old.bookmarked !== s.bookmarked ||
    old.pinned !== s.pinned ||
    old.muted !== s.muted ||
    old.sensitive !== s.sensitive ||
    old.spoiler_text !== s.spoiler_text ||
    old.content !== s.content ||
    (old.card?.url ?? '') !== (s.card?.url ?? '') ||
    old.media_attachments?.length !== s.media_attachments?.length
  )
    return false;
  if (!quote || !oldQuote) {
    if (quote || oldQuote) return false;
  } else if (
    oldQuote.state !== quote.state ||
    (oldQuote.quotedStatusId ?? '') !== (quote.quotedStatusId ?? '')
  )
    return false;
  const fa = old.filtered ?? [];
  const fb = s.filtered ?? [];
  if (fa.length !== fb.length) return false;
  for (let i = 0; i < fa.length; i++) if (fa[i]?.filter?.id !== fb[i]?.filter?.id) return false;
  return true;
}
