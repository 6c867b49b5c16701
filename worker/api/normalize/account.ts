// Account, custom emoji, account field, role. Total: any input gives an entity or an "invalid" result.
import type {
  Account,
  AccountField,
  CustomEmoji,
  PartialAccountWithAvatar,
  Role,
} from '../../../shared/wire/entities.ts';
import {
  bool,
  boolOrNull,
  httpUrlOr,
  invalid,
  isObj,
  type Json,
  listOf,
  num,
  objWithId,
  optional,
  type Parsed,
  str,
  strOrNull,
  valid,
} from './primitives.ts';

export function normalizeEmoji(v: Json): Parsed<CustomEmoji> {
  if (!isObj(v) || typeof v.shortcode !== 'string') return invalid('emoji: missing shortcode');
  const url = str(v.url);
  return valid({
    shortcode: v.shortcode,
    url,
    static_url: str(v.static_url, url),
    visible_in_picker: bool(v.visible_in_picker, true),
    category: strOrNull(v.category),
  });
}

export function normalizeField(v: Json): Parsed<AccountField> {
  if (!isObj(v)) return invalid('field: not an object');
  return valid({ name: str(v.name), value: str(v.value), verified_at: strOrNull(v.verified_at) });
}

export function normalizeRole(v: Json): Parsed<Role> {
  const head = objWithId(v, 'role');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({ id, name: str(o.name), color: str(o.color) });
}

/** Depth guard: `moved` points to another account; a hostile chain must not recurse without end. */
export function normalizeAccount(v: Json, depth = 0): Parsed<Account> {
  const head = objWithId(v, 'account');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const username = str(o.username);
  const acct = str(o.acct, username);
  const avatar = str(o.avatar);
  const header = str(o.header);
  return valid({
    id,
    username,
    acct,
    url: httpUrlOr(o.url, o.uri),
    uri: str(o.uri),
    display_name: str(o.display_name),
    note: str(o.note),
    avatar,
    avatar_static: str(o.avatar_static, avatar),
    header,
    header_static: str(o.header_static, header),
    locked: bool(o.locked),
    bot: bool(o.bot),
    group: bool(o.group),
    discoverable: boolOrNull(o.discoverable),
    indexable: bool(o.indexable),
    noindex: boolOrNull(o.noindex),
    created_at: str(o.created_at),
    last_status_at: strOrNull(o.last_status_at),
    statuses_count: num(o.statuses_count),
    followers_count: num(o.followers_count),
    following_count: num(o.following_count),
    emojis: listOf(o.emojis, normalizeEmoji),
    fields: listOf(o.fields, normalizeField),
    roles: listOf(o.roles, normalizeRole),
    moved: depth < 2 ? optional(o.moved, (m) => normalizeAccount(m, depth + 1)) : null,
    suspended: bool(o.suspended),
    limited: bool(o.limited),
    memorial: bool(o.memorial),
    hide_collections: boolOrNull(o.hide_collections),
    mute_expires_at: strOrNull(o.mute_expires_at),
  });
}

export function normalizePartialAccount(v: Json): Parsed<PartialAccountWithAvatar> {
  const head = objWithId(v, 'partial account');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const avatar = str(o.avatar);
  return valid({
    id,
    acct: str(o.acct),
    url: httpUrlOr(o.url, o.uri),
    avatar,
    avatar_static: str(o.avatar_static, avatar),
    locked: bool(o.locked),
    bot: bool(o.bot),
  });
}
