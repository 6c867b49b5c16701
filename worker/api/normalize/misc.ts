// The remaining entities: relationships, lists, markers, conversations, announcements, search, instance, push,
// preferences, OAuth. Total functions, as everywhere in normalize/.
import type {
  Announcement,
  AnnouncementReaction,
  Context,
  Conversation,
  CredentialAccount,
  DomainBlock,
  ExtendedDescription,
  FamiliarFollowers,
  FeaturedTag,
  Instance,
  List,
  Marker,
  Markers,
  OAuthToken,
  Preferences,
  RegisteredApp,
  Relationship,
  SearchResults,
  Suggestion,
  TranslationLanguages,
  TrendsLink,
  UnreadCount,
  WebPushSubscription,
} from '../../../shared/wire/entities.ts';
import { normalizeAccount, normalizeEmoji, normalizeField } from './account.ts';
import {
  arr,
  bool,
  idOrNull,
  invalid,
  isObj,
  type Json,
  listOf,
  nonEmptyOrNull,
  num,
  objWithId,
  type Parsed,
  str,
  strArr,
  strOrNull,
  valid,
} from './primitives.ts';
import { normalizeCard, normalizeStatus, normalizeTag } from './status.ts';

/** A JSON array of entities; a body that is not an array is invalid, a bad item is dropped. */
export const arrayOf =
  <T>(one: (x: Json) => Parsed<T>) =>
  (v: Json): Parsed<T[]> =>
    Array.isArray(v) ? valid(listOf(v, one)) : invalid('expected an array');

/** Answers whose body the client ignores (`{}` from settings, dismiss, clear …). */
export const normalizeEmpty = (_v: Json): Parsed<Record<string, never>> => valid({});

export function normalizeRelationship(v: Json): Parsed<Relationship> {
  const head = objWithId(v, 'relationship');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    following: bool(o.following),
    showing_reblogs: bool(o.showing_reblogs),
    notifying: bool(o.notifying),
    languages: Array.isArray(o.languages) ? strArr(o.languages) : null,
    followed_by: bool(o.followed_by),
    blocking: bool(o.blocking),
    blocked_by: bool(o.blocked_by),
    muting: bool(o.muting),
    muting_notifications: bool(o.muting_notifications),
    requested: bool(o.requested),
    requested_by: bool(o.requested_by),
    domain_blocking: bool(o.domain_blocking),
    endorsed: bool(o.endorsed),
    note: str(o.note),
  });
}

export function normalizeList(v: Json): Parsed<List> {
  const head = objWithId(v, 'list');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    title: str(o.title),
    replies_policy: str(o.replies_policy, 'list'),
    exclusive: bool(o.exclusive),
  });
}

function normalizeMarker(v: Json): Parsed<Marker> {
  if (!isObj(v)) return invalid('marker: not an object');
  const last = idOrNull(v.last_read_id);
  if (last === null) return invalid('marker: missing last_read_id');
  return valid({ last_read_id: last, version: num(v.version), updated_at: str(v.updated_at) });
}

export function normalizeMarkers(v: Json): Parsed<Markers> {
  if (!isObj(v)) return invalid('markers: not an object');
  const out: Markers = {};
  for (const key of ['home', 'notifications'] as const) {
    const m = normalizeMarker(v[key]);
    if (m.ok) out[key] = m.value;
  }
  return valid(out);
}

export function normalizeConversation(v: Json): Parsed<Conversation> {
  const head = objWithId(v, 'conversation');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const last = normalizeStatus(o.last_status);
  return valid({
    id,
    unread: bool(o.unread),
    accounts: listOf(o.accounts, (a) => normalizeAccount(a)),
    last_status: last.ok ? last.value : null,
  });
}

function normalizeReaction(v: Json): Parsed<AnnouncementReaction> {
  if (!isObj(v) || typeof v.name !== 'string') return invalid('reaction: missing name');
  const r: AnnouncementReaction = { name: v.name, count: num(v.count), me: bool(v.me) };
  if (typeof v.url === 'string') r.url = v.url;
  if (typeof v.static_url === 'string') r.static_url = v.static_url;
  return valid(r);
}

export function normalizeAnnouncement(v: Json): Parsed<Announcement> {
  const head = objWithId(v, 'announcement');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    content: str(o.content),
    starts_at: strOrNull(o.starts_at),
    ends_at: strOrNull(o.ends_at),
    all_day: bool(o.all_day),
    published_at: str(o.published_at),
    updated_at: str(o.updated_at),
    read: bool(o.read),
    mentions: arr(o.mentions).flatMap((m) =>
      isObj(m) && idOrNull(m.id) !== null
        ? [{ id: idOrNull(m.id) ?? '', username: str(m.username), url: str(m.url), acct: str(m.acct) }]
        : [],
    ),
    statuses: arr(o.statuses).flatMap((s) =>
      isObj(s) && idOrNull(s.id) !== null ? [{ id: idOrNull(s.id) ?? '', url: str(s.url) }] : [],
    ),
    tags: arr(o.tags).flatMap((t) => (isObj(t) ? [{ name: str(t.name), url: str(t.url) }] : [])),
    emojis: listOf(o.emojis, normalizeEmoji),
    reactions: listOf(o.reactions, normalizeReaction),
  });
}

export function normalizeContext(v: Json): Parsed<Context> {
  if (!isObj(v)) return invalid('context: not an object');
  return valid({
    ancestors: listOf(v.ancestors, (s) => normalizeStatus(s)),
    descendants: listOf(v.descendants, (s) => normalizeStatus(s)),
  });
}

export function normalizeSuggestion(v: Json): Parsed<Suggestion> {
  if (!isObj(v)) return invalid('suggestion: not an object');
  const account = normalizeAccount(v.account);
  if (!account.ok) return invalid(`suggestion: ${account.error}`);
  return valid({
    sources: Array.isArray(v.sources) ? strArr(v.sources) : [str(v.source)],
    account: account.value,
  });
}

export function normalizeFeaturedTag(v: Json): Parsed<FeaturedTag> {
  const head = objWithId(v, 'featured tag');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({
    id,
    name: str(o.name),
    url: str(o.url),
    statuses_count: num(o.statuses_count),
    last_status_at: strOrNull(o.last_status_at),
  });
}

/** Featured tags sorted by statuses_count descending (section 3). */
export const normalizeFeaturedTags = (v: Json): Parsed<FeaturedTag[]> => {
  const r = arrayOf(normalizeFeaturedTag)(v);
  return r.ok ? valid([...r.value].sort((a, b) => Number(b.statuses_count) - Number(a.statuses_count))) : r;
};

/** The push subscription id is a JSON number on the real server; it becomes a string. */
export function normalizePushSubscription(v: Json): Parsed<WebPushSubscription> {
  const head = objWithId(v, 'push subscription');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const alerts: Record<string, boolean> = {};
  if (isObj(o.alerts))
    for (const [k, a] of Object.entries(o.alerts)) if (typeof a === 'boolean') alerts[k] = a;
  const sub: WebPushSubscription = { id, endpoint: str(o.endpoint), server_key: str(o.server_key), alerts };
  if (typeof o.standard === 'boolean') sub.standard = o.standard;
  if (typeof o.policy === 'string') sub.policy = o.policy;
  return valid(sub);
}

export function normalizeSearch(v: Json): Parsed<SearchResults> {
  if (!isObj(v)) return invalid('search: not an object');
  return valid({
    accounts: listOf(v.accounts, (a) => normalizeAccount(a)),
    statuses: listOf(v.statuses, (s) => normalizeStatus(s)),
    hashtags: listOf(v.hashtags, normalizeTag),
  });
}

export function normalizeDomainBlock(v: Json): Parsed<DomainBlock> {
  if (!isObj(v) || typeof v.domain !== 'string') return invalid('domain block: missing domain');
  return valid({
    domain: v.domain,
    digest: str(v.digest),
    severity: str(v.severity),
    comment: strOrNull(v.comment),
  });
}

export function normalizeTrendsLink(v: Json): Parsed<TrendsLink> {
  const card = normalizeCard(v);
  if (!card.ok || !isObj(v)) return invalid('trends link: not an object');
  return valid({
    ...card.value,
    history: arr(v.history).flatMap((h) =>
      isObj(h)
        ? [{ day: String(h.day ?? ''), uses: String(h.uses ?? '0'), accounts: String(h.accounts ?? '0') }]
        : [],
    ),
  });
}

export function normalizeFamiliarFollowers(v: Json): Parsed<FamiliarFollowers> {
  const head = objWithId(v, 'familiar followers');
  if (!head.ok) return head;
  const { o, id } = head.value;
  return valid({ id, accounts: listOf(o.accounts, (a) => normalizeAccount(a)) });
}

export function normalizeCredentialAccount(v: Json): Parsed<CredentialAccount> {
  const base = normalizeAccount(v);
  if (!base.ok || !isObj(v)) return base.ok ? invalid('credential account: not an object') : base;
  const out: CredentialAccount = { ...base.value };
  if (isObj(v.role)) {
    out.role = {
      id: idOrNull(v.role.id) ?? '',
      name: str(v.role.name),
      color: str(v.role.color),
      // A string on current servers, a number on some forks: keep the decimal digits either way.
      permissions:
        typeof v.role.permissions === 'number' ? String(v.role.permissions) : str(v.role.permissions, '0'),
    };
  }
  if (isObj(v.source)) {
    out.source = {
      privacy: strOrNull(v.source.privacy),
      sensitive: bool(v.source.sensitive),
      language: nonEmptyOrNull(v.source.language),
      note: str(v.source.note),
      fields: listOf(v.source.fields, normalizeField),
    };
  }
  return valid(out);
}

export function normalizePreferences(v: Json): Parsed<Preferences> {
  if (!isObj(v)) return invalid('preferences: not an object');
  return valid({
    'posting:default:visibility': str(v['posting:default:visibility'], 'public'),
    'posting:default:sensitive': bool(v['posting:default:sensitive']),
    'posting:default:language': nonEmptyOrNull(v['posting:default:language']),
    'reading:expand:media': str(v['reading:expand:media'], 'default'),
    'reading:expand:spoilers': bool(v['reading:expand:spoilers']),
  });
}

export function normalizeTranslationLanguages(v: Json): Parsed<TranslationLanguages> {
  if (!isObj(v)) return invalid('translation languages: not an object');
  const out: TranslationLanguages = {};
  for (const [k, list] of Object.entries(v)) out[k] = strArr(list);
  return valid(out);
}

export function normalizeExtendedDescription(v: Json): Parsed<ExtendedDescription> {
  if (!isObj(v)) return invalid('extended description: not an object');
  return valid({ updated_at: str(v.updated_at), content: str(v.content) });
}

export function normalizeUnreadCount(v: Json): Parsed<UnreadCount> {
  if (!isObj(v)) return invalid('unread count: not an object');
  return valid({ count: num(v.count) });
}

export function normalizeApp(v: Json): Parsed<RegisteredApp> {
  if (!isObj(v) || typeof v.client_id !== 'string' || typeof v.client_secret !== 'string')
    return invalid('app: missing client credentials');
  return valid({
    id: idOrNull(v.id) ?? '',
    name: str(v.name),
    client_id: v.client_id,
    client_secret: v.client_secret,
    redirect_uri: str(v.redirect_uri, strArr(v.redirect_uris)[0] ?? ''),
    scopes: strArr(v.scopes),
  });
}

export function normalizeToken(v: Json): Parsed<OAuthToken> {
  if (!isObj(v) || typeof v.access_token !== 'string' || v.access_token === '')
    return invalid('token: missing access_token');
  return valid({
    access_token: v.access_token,
    token_type: str(v.token_type, 'Bearer'),
    scope: str(v.scope),
    created_at: num(v.created_at),
  });
}

/** `GET /api/v2/instance`: limits and the streaming URL, with safe defaults where a server leaves them out. */
export function normalizeInstance(v: Json): Parsed<Instance> {
  if (!isObj(v)) return invalid('instance: not an object');
  const c = isObj(v.configuration) ? v.configuration : {};
  const urls = isObj(c.urls) ? c.urls : {};
  const st = isObj(c.statuses) ? c.statuses : {};
  const media = isObj(c.media_attachments) ? c.media_attachments : {};
  const polls = isObj(c.polls) ? c.polls : {};
  const accounts = isObj(c.accounts) ? c.accounts : null;
  const contact = isObj(v.contact) ? v.contact : null;
  const reg = isObj(v.registrations) ? v.registrations : null;
  const thumb = isObj(v.thumbnail) ? v.thumbnail : null;
  const inst: Instance = {
    domain: str(v.domain, str(v.uri)),
    title: str(v.title),
    version: str(v.version),
    source_url: str(v.source_url),
    description: str(v.description, str(v.short_description)),
    thumbnail: thumb ? { url: str(thumb.url), blurhash: strOrNull(thumb.blurhash) } : null,
    languages: strArr(v.languages),
    configuration: {
      urls: { streaming: str(urls.streaming, str(urls.streaming_api)), status: nonEmptyOrNull(urls.status) },
      ...(accounts
        ? {
            accounts: {
              max_featured_tags: num(accounts.max_featured_tags),
              max_pinned_statuses: num(accounts.max_pinned_statuses),
            },
          }
        : {}),
      statuses: {
        max_characters: num(st.max_characters, 500),
        max_media_attachments: num(st.max_media_attachments, 4),
        characters_reserved_per_url: num(st.characters_reserved_per_url, 23),
      },
      media_attachments: {
        supported_mime_types: strArr(media.supported_mime_types),
        image_size_limit: num(media.image_size_limit),
        image_matrix_limit: num(media.image_matrix_limit),
        video_size_limit: num(media.video_size_limit),
        video_frame_rate_limit: num(media.video_frame_rate_limit),
        video_matrix_limit: num(media.video_matrix_limit),
        description_limit: num(media.description_limit, 1500),
      },
      polls: {
        max_options: num(polls.max_options, 4),
        max_characters_per_option: num(polls.max_characters_per_option, 50),
        min_expiration: num(polls.min_expiration, 300),
        max_expiration: num(polls.max_expiration, 2_629_746),
      },
      translation: { enabled: isObj(c.translation) ? bool(c.translation.enabled) : false },
      ...(isObj(c.vapid) ? { vapid: { public_key: str(c.vapid.public_key) } } : {}),
    },
    rules: arr(v.rules).flatMap((r) =>
      isObj(r) ? [{ id: idOrNull(r.id) ?? '', text: str(r.text), hint: str(r.hint) }] : [],
    ),
  };
  if (reg)
    inst.registrations = {
      enabled: bool(reg.enabled),
      approval_required: bool(reg.approval_required),
      message: strOrNull(reg.message),
    };
  if (contact) {
    const acc = normalizeAccount(contact.account);
    inst.contact = { email: str(contact.email), account: acc.ok ? acc.value : null };
  }
  return valid(inst);
}
