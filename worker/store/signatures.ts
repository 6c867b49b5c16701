// Cheap change detection: only fields a row shows count, so re-fetching an unchanged post (or a new post by a
// known author, whose follower count moved) does not invalidate every row of that author.
import type { Account, Poll, Status } from '../../shared/wire/entities.ts';

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
    s.card?.url ?? '',
    (s.filtered ?? []).map((f) => f.filter?.id).join(','),
    s.media_attachments?.length,
  ].join('|');
}
