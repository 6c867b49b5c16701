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
  idOrNull,
  invalid,
  isObj,
  type Json,
  listOf,
  num,
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
  if (!isObj(v)) return invalid('role: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('role: missing id');
  return valid({ id, name: str(v.name), color: str(v.color) });
}

/** Depth guard: `moved` points to another account; a hostile chain must not recurse without end. */
export function normalizeAccount(v: Json, depth = 0): Parsed<Account> {
  if (!isObj(v)) return invalid('account: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('account: missing id');
  const username = str(v.username);
  const acct = str(v.acct, username);
  const avatar = str(v.avatar);
  const header = str(v.header);
  return valid({
    id,
    username,
    acct,
    url: httpUrlOr(v.url, v.uri),
    uri: str(v.uri),
    display_name: str(v.display_name),
    note: str(v.note),
    avatar,
    avatar_static: str(v.avatar_static, avatar),
    header,
    header_static: str(v.header_static, header),
    locked: bool(v.locked),
    bot: bool(v.bot),
    group: bool(v.group),
    discoverable: boolOrNull(v.discoverable),
    indexable: bool(v.indexable),
    noindex: boolOrNull(v.noindex),
    created_at: str(v.created_at),
    last_status_at: strOrNull(v.last_status_at),
    statuses_count: num(v.statuses_count),
    followers_count: num(v.followers_count),
    following_count: num(v.following_count),
    emojis: listOf(v.emojis, normalizeEmoji),
    fields: listOf(v.fields, normalizeField),
    roles: listOf(v.roles, normalizeRole),
    moved: depth < 2 ? optional(v.moved, (m) => normalizeAccount(m, depth + 1)) : null,
    suspended: bool(v.suspended),
    limited: bool(v.limited),
    memorial: bool(v.memorial),
    hide_collections: boolOrNull(v.hide_collections),
    mute_expires_at: strOrNull(v.mute_expires_at),
  });
}

export function normalizePartialAccount(v: Json): Parsed<PartialAccountWithAvatar> {
  if (!isObj(v)) return invalid('partial account: not an object');
  const id = idOrNull(v.id);
  if (id === null) return invalid('partial account: missing id');
  const avatar = str(v.avatar);
  return valid({
    id,
    acct: str(v.acct),
    url: httpUrlOr(v.url, v.uri),
    avatar,
    avatar_static: str(v.avatar_static, avatar),
    locked: bool(v.locked),
    bot: bool(v.bot),
  });
}
