// An account and the relationship to it → the profile row a tab renders. The note and the field values are remote
// HTML: they go through the same sanitizer as post content (custom emoji included); names get emoji only.
import type { ProfileRow, RelationshipView } from '../../shared/protocol/profile.ts';
import type { Account, Relationship } from '../../shared/wire/entities.ts';
import { emojifyText } from '../content/emojify.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { domainOf } from './requests.ts';

export const profileRowKey = (accountId: string) => `p:${accountId}`;

export function toRelationshipView(r: Relationship): RelationshipView {
  return {
    following: r.following === true,
    showingReblogs: r.showing_reblogs === true,
    notifying: r.notifying === true,
    followedBy: r.followed_by === true,
    blocking: r.blocking === true,
    blockedBy: r.blocked_by === true,
    muting: r.muting === true,
    mutingNotifications: r.muting_notifications === true,
    requested: r.requested === true,
    requestedBy: r.requested_by === true,
    domainBlocking: r.domain_blocking === true,
    endorsed: r.endorsed === true,
    note: typeof r.note === 'string' ? r.note : '',
    languages: Array.isArray(r.languages) ? r.languages.filter((l) => typeof l === 'string') : null,
  };
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export function toProfileRow(a: Account, r: Relationship | null, selfId: string | null): ProfileRow {
  const emojis = Array.isArray(a.emojis) ? a.emojis : [];
  const header = safeHttpUrl(a.header) ?? '';
  return {
    kind: 'profile',
    key: profileRowKey(a.id),
    account: toAccountChip(a),
    domain: domainOf(a.acct ?? ''),
    header,
    headerStatic: safeHttpUrl(a.header_static) ?? header,
    note: sanitizeHtml(typeof a.note === 'string' ? a.note : '', { emojis }),
    fields: (Array.isArray(a.fields) ? a.fields : []).slice(0, 16).map((f) => ({
      name: emojifyText(typeof f?.name === 'string' ? f.name : '', emojis),
      value: sanitizeHtml(typeof f?.value === 'string' ? f.value : '', { emojis }),
      verifiedAt: typeof f?.verified_at === 'string' ? f.verified_at : null,
    })),
    group: a.group === true,
    createdAt: typeof a.created_at === 'string' ? a.created_at : '',
    lastStatusAt: typeof a.last_status_at === 'string' ? a.last_status_at : null,
    followersCount: count(a.followers_count),
    followingCount: count(a.following_count),
    statusesCount: count(a.statuses_count),
    suspended: a.suspended === true,
    limited: a.limited === true,
    memorial: a.memorial === true,
    hideCollections: a.hide_collections === true,
    moved: a.moved && typeof a.moved.id === 'string' ? toAccountChip(a.moved) : null,
    self: a.id === selfId,
    relationship: r && a.id !== selfId ? toRelationshipView(r) : null,
  };
}
