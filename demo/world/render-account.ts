// Accounts → wire JSON for one viewer: the account (with its profile note as HTML and its custom emojis), the
// signed-in user's own account, the relationship; and the date and emoji helpers every rendering uses.
import type { Account, CustomEmoji, Relationship } from '../../shared/wire/entities.ts';
import { formatText, shortcodesIn } from './text.ts';
import type { World } from './world.ts';
export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoDay = (ms: number): string => iso(ms).slice(0, 10);

export function renderEmoji(w: World, shortcode: string, category: string | null = null): CustomEmoji {
  const url = `${w.origin}/system/custom_emojis/${shortcode}.svg`;
  return { shortcode, url, static_url: url, visible_in_picker: true, category };
}

export const emojisIn = (w: World, ...texts: string[]): CustomEmoji[] => {
  const codes = new Set(texts.flatMap(shortcodesIn));
  // Most texts have no shortcode: the instance's emoji table is not even looked at for them.
  if (codes.size === 0) return [];
  const known = new Map(w.customEmojis.map((e) => [e.shortcode, e.category]));
  const out: CustomEmoji[] = [];
  for (const code of codes) {
    if (known.has(code)) out.push(renderEmoji(w, code, known.get(code) ?? null));
  }
  return out;
};

export function accountUrl(w: World, id: string): string {
  const a = w.account(id);
  return a.domain ? `https://${a.domain}/@${a.username}` : `${w.origin}/@${a.username}`;
}

export function avatarUrl(w: World, id: string): string {
  const file = w.account(id).avatarFile;
  return file
    ? `${w.origin}/system/accounts/avatars/${id}/${file.version}`
    : `${w.origin}/system/accounts/avatars/${id}.svg`;
}

export function headerUrl(w: World, id: string): string {
  const file = w.account(id).headerFile;
  return file
    ? `${w.origin}/system/accounts/headers/${id}/${file.version}`
    : `${w.origin}/system/accounts/headers/${id}.svg`;
}

export const escapeHtml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Profile notes are plain text turned into HTML like posts (links, mentions, tags); memoized per text. */
const noteCache = new Map<string, string>();
function noteHtml(w: World, note: string): string {
  if (!note) return '';
  const key = `${w.origin}\n${note}`;
  let html = noteCache.get(key);
  if (html === undefined) {
    html = formatText(note, (acct) => w.lookup(acct), w).html;
    if (noteCache.size > 5000) noteCache.clear();
    noteCache.set(key, html);
  }
  return html;
}

export function renderAccount(w: World, id: string, depth = 0): Account & Record<string, unknown> {
  const a = w.account(id);
  const avatar = avatarUrl(w, id);
  const header = headerUrl(w, id);
  const url = accountUrl(w, id);
  return {
    id: a.id,
    username: a.username,
    acct: w.acctOf(a),
    display_name: a.displayName,
    locked: a.locked,
    bot: a.bot,
    discoverable: a.discoverable,
    indexable: a.indexable ?? a.discoverable,
    group: a.group,
    created_at: `${isoDay(a.createdAt)}T00:00:00.000Z`,
    note: noteHtml(w, a.note),
    url,
    uri: a.domain ? `https://${a.domain}/users/${a.username}` : `${w.origin}/users/${a.username}`,
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: w.followersCount(id),
    following_count: w.followingCount(id),
    statuses_count: a.statusesCount,
    last_status_at: a.lastStatusAt ? isoDay(a.lastStatusAt) : null,
    hide_collections: a.hideCollections === true,
    noindex: !(a.indexable ?? a.discoverable),
    emojis: emojisIn(w, a.displayName, a.note, ...a.fields.map((f) => f.name + f.value)),
    roles: a.domain ? [] : a.roles,
    fields: a.fields.map((f) => ({
      name: f.name,
      value: /^https?:\/\/[^\s"<>]+$/.test(f.value)
        ? `<a href="${f.value}" target="_blank" rel="nofollow noopener me" translate="no">${f.value.replace(/^https?:\/\//, '')}</a>`
        : escapeHtml(f.value),
      verified_at: f.verifiedAt ? iso(f.verifiedAt) : null,
    })),
    ...(a.movedToId && depth === 0 ? { moved: renderAccount(w, a.movedToId, depth + 1) } : {}),
  };
}

export function renderCredentialAccount(w: World, id: string): Record<string, unknown> {
  const a = w.account(id);
  return {
    ...renderAccount(w, id),
    source: {
      privacy: a.postingDefaults?.privacy ?? 'public',
      sensitive: a.postingDefaults?.sensitive ?? false,
      language: a.postingDefaults?.language === undefined ? 'en' : a.postingDefaults.language,
      note: a.note,
      fields: a.fields.map((f) => ({
        name: f.name,
        value: f.value,
        verified_at: f.verifiedAt ? iso(f.verifiedAt) : null,
      })),
      follow_requests_count: [...w.followRequests.values()].filter((e) => e.to === id).length,
      hide_collections: a.hideCollections === true,
      discoverable: a.discoverable,
      indexable: a.indexable ?? a.discoverable,
      attribution_domains: [],
    },
    role: { id: '-99', name: '', permissions: '65536', color: '', highlighted: false },
  };
}

export function renderRelationship(
  w: World,
  viewer: string,
  id: string,
): Relationship & Record<string, unknown> {
  const follow = w.followEdge(viewer, id);
  const target = w.accounts.get(id);
  const mute = w.mutes.get(`${viewer}>${id}`);
  return {
    id,
    following: follow !== undefined,
    showing_reblogs: follow?.reblogs ?? false,
    notifying: follow?.notify ?? false,
    languages: follow?.languages ?? null,
    followed_by: w.isFollowing(id, viewer),
    blocking: w.isBlocking(viewer, id),
    blocked_by: w.isBlocking(id, viewer),
    muting: w.isMuting(viewer, id),
    muting_notifications: w.isMuting(viewer, id) && (mute?.hideNotifications ?? false),
    muting_expires_at: mute?.expiresAt != null ? iso(mute.expiresAt) : null,
    requested: w.isRequested(viewer, id),
    requested_by: w.isRequested(id, viewer),
    domain_blocking: w.isDomainBlocking(viewer, target?.domain ?? null),
    endorsed: w.isEndorsing(viewer, id),
    note: w.note(viewer, id),
  };
}
