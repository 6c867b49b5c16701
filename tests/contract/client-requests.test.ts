// Every request the client can send, checked against the OpenAPI description of the real server: path template,
// method, and parameter names against a strict allow-list (the operation's parameters plus its request body's
// properties), so a misspelled parameter fails. The web-UI-private calls are checked against their stated shapes.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../worker/api/client.ts';
import { createOAuth } from '../../worker/api/oauth.ts';
import { ROUTES } from '../../worker/api/routes.ts';
import { OPENAPI_FILE } from '../reference.ts';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const spec = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

function resolve(s: Schema): Schema {
  const ref = s.$ref;
  return typeof ref === 'string' ? resolve(spec.components.schemas[ref.split('/').pop() ?? ''] ?? {}) : s;
}

/** The properties a body schema allows, through $ref, oneOf, anyOf and allOf; nested objects by dotted path. */
function bodyProps(s: Schema, prefix = '', out = new Map<string, Schema>()): Map<string, Schema> {
  const r = resolve(s);
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const)
    for (const x of (r[k] as Schema[]) ?? []) bodyProps(x, prefix, out);
  for (const [name, sub] of Object.entries((r.properties as Record<string, Schema>) ?? {}))
    out.set(prefix + name, sub);
  return out;
}

/** The template in the description that a concrete path fills, literal segments preferred. */
function findTemplate(pathname: string, method: string): string | null {
  let best: string | null = null;
  let bestHoles = Number.POSITIVE_INFINITY;
  for (const [tpl, ops] of Object.entries(spec.paths)) {
    if (!ops[method.toLowerCase()]) continue;
    const re = new RegExp(`^${tpl.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}/?$`);
    const holes = (tpl.match(/\{/g) ?? []).length;
    if (re.test(pathname) && holes < bestHoles) {
      best = tpl;
      bestHoles = holes;
    }
  }
  return best;
}

/**
 * Fields the client sends beyond the description, each with its reason. Kept short on purpose.
 * - local_only: section 7 lists it in the status payload (servers with local-only posting); sent only when true.
 * - policy fields: the description gives the policy update body no properties; the real server takes the fields of
 *   the NotificationPolicy entity, as the recordings show.
 */
const EXTENSIONS: Record<string, string[]> = {
  'POST /api/v1/statuses': ['local_only'],
  'PUT /api/v2/notifications/policy': [
    'for_not_following',
    'for_not_followers',
    'for_new_accounts',
    'for_private_mentions',
    'for_limited_accounts',
  ],
};

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** The web-UI-private calls, with their shapes from the contract README. */
const PRIVATE: Record<string, (r: Recorded, json: Record<string, unknown>) => string[]> = {
  'PUT /api/web/settings': (_r, json) =>
    Object.keys(json).join() === 'data' && typeof json.data === 'object'
      ? []
      : ['settings body must be {data}'],
  'POST /api/web/push_subscriptions': (_r, json) => {
    const sub = json.subscription as Record<string, unknown> | undefined;
    const keys = sub?.keys as Record<string, unknown> | undefined;
    const data = json.data as Record<string, unknown> | undefined;
    const problems: string[] = [];
    if (Object.keys(json).sort().join() !== 'data,subscription')
      problems.push('top level must be subscription, data');
    if (
      typeof sub?.endpoint !== 'string' ||
      typeof keys?.p256dh !== 'string' ||
      typeof keys?.auth !== 'string'
    )
      problems.push('subscription must be {endpoint, keys: {p256dh, auth}}');
    if (typeof data?.alerts !== 'object') problems.push('data.alerts missing');
    for (const k of Object.keys(data ?? {}))
      if (k !== 'policy' && k !== 'alerts') problems.push(`data.${k} unknown`);
    return problems;
  },
  'PUT /api/web/push_subscriptions/{id}': (_r, json) =>
    Object.keys(json).join() === 'data' && typeof (json.data as Record<string, unknown>)?.alerts === 'object'
      ? []
      : ['push update body must be {data: {alerts}}'],
};

/** Checks one request; returns the problems found (empty when it conforms). */
function checkRequest(r: Recorded): string[] {
  const problems: string[] = [];
  const pathname = r.url.pathname;
  let json: Record<string, unknown> = {};
  if (typeof r.body === 'string') json = JSON.parse(r.body) as Record<string, unknown>;
  const privateKey = Object.keys(PRIVATE).find((k) => {
    const [m, tpl] = k.split(' ');
    return m === r.method && new RegExp(`^${(tpl ?? '').replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname);
  });
  if (privateKey) return (PRIVATE[privateKey] ?? (() => []))(r, json);

  const tpl = findTemplate(pathname, r.method);
  if (!tpl) return [`${r.method} ${pathname}: no such operation in the description`];
  const op = spec.paths[tpl]?.[r.method.toLowerCase()] ?? {};
  const allowedQuery = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  const body = new Map<string, Schema>();
  for (const c of Object.values(op.requestBody?.content ?? {})) bodyProps(c.schema, '', body);
  for (const extra of EXTENSIONS[`${r.method} ${tpl}`] ?? []) body.set(extra, {});
  const where = `${r.method} ${tpl}`;

  for (const name of new Set([...r.url.searchParams.keys()].map((k) => k.replace(/\[\]$/, '')))) {
    // A POST with a Rails array in the query (bulk requests) may name a body property instead.
    if (!allowedQuery.has(name) && !body.has(name))
      problems.push(`${where}: query parameter ${name} not allowed`);
  }
  const bodyKeys =
    typeof r.body === 'string'
      ? Object.keys(json)
      : r.body instanceof FormData
        ? [...new Set([...r.body.keys()])]
        : [];
  for (const k of bodyKeys) if (!body.has(k)) problems.push(`${where}: body field ${k} not allowed`);
  // One level down for objects the description details (poll, media_attributes items …).
  for (const [k, v] of Object.entries(json)) {
    const sub = body.get(k);
    if (!sub || typeof v !== 'object' || v === null) continue;
    const r2 = resolve(sub);
    const inner = r2.type === 'array' ? resolve((r2.items as Schema) ?? {}) : r2;
    const props = bodyProps(inner);
    if (props.size === 0) continue;
    const objs = Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : [v];
    for (const o of objs)
      for (const ik of Object.keys(o as object))
        if (!props.has(ik)) problems.push(`${where}: ${k}.${ik} not allowed`);
  }
  if (r.method === 'GET' && r.body) problems.push(`${where}: GET with a body`);
  return problems;
}

const recorded: Recorded[] = [];
const recordingFetch = async (input: string, init: RequestInit) => {
  recorded.push({
    method: String(init.method),
    url: new URL(input),
    headers: new Headers(init.headers),
    body: init.body,
  });
  return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
};
const client = createApiClient({
  baseUrl: 'https://example.test/',
  getToken: () => 'secret-token',
  now: () => 0,
  fetch: recordingFetch,
});
const oauth = createOAuth({ fetch: recordingFetch, now: () => 0, crypto: globalThis.crypto });

const blob = new Blob(['x'], { type: 'image/png' });
const page = { max_id: '9', limit: '20' };

/** Every method of the client, with every option it can send. */
async function exerciseEverything() {
  const c = client;
  await c.accounts.fetch('1');
  await c.accounts.lookup('a@b.c');
  await c.accounts.verifyCredentials();
  await c.accounts.preferences();
  await c.accounts.follow('1', { reblogs: false, notify: true, languages: ['en'] });
  for (const m of ['unfollow', 'block', 'unblock', 'unmute', 'pin', 'unpin', 'removeFromFollowers'] as const)
    await c.accounts[m]('1');
  await c.accounts.mute('1', { notifications: true, duration: 3600 });
  await c.accounts.note('1', 'hello');
  await c.accounts.followers('1', page);
  await c.accounts.following('1', page);
  await c.accounts.featuredTags('1');
  await c.accounts.endorsements('1', page);
  await c.accounts.lists('1');
  await c.accounts.familiarFollowers(['1', '2']);
  await c.accounts.relationships(['1', '2']);
  await c.accounts.followRequests(page);
  await c.accounts.authorizeFollowRequest('1');
  await c.accounts.rejectFollowRequest('1');
  await c.accounts.updateCredentials({
    display_name: 'n',
    note: 'n',
    avatar: blob,
    header: blob,
    discoverable: true,
    indexable: false,
  });
  await c.accounts.search('al');
  await c.accounts.statuses(
    '1',
    {
      exclude_replies: true,
      exclude_reblogs: true,
      pinned: false,
      only_media: true,
      tagged: 't',
      max_id: '5',
    },
    { min_id: '1' },
  );
  await c.markers.fetch(['home', 'notifications']);
  await c.markers.save({ home: { last_read_id: '1' }, notifications: { last_read_id: '2' } });
  await c.push.create({
    subscription: { endpoint: 'https://push.test/e', keys: { p256dh: 'k', auth: 'a' } },
    data: { policy: 'all', alerts: { follow: true, mention: false } },
  });
  await c.push.update('7', { alerts: { follow: false } });
  await c.push.remove();
  await c.settings.save({ skinTone: 1 });
  await c.timelines.home(page);
  await c.timelines.public({ local: true, remote: false, only_media: true }, page);
  await c.timelines.list('3', page);
  await c.timelines.link('https://news.test/a', page);
  await c.timelines.tag(
    'cats',
    { any: ['dogs'], all: ['pets'], none: ['birds'], local: true, only_media: false },
    page,
  );
  const full = {
    status: 'hi',
    in_reply_to_id: '1',
    media_ids: ['m1'],
    media_attributes: [{ id: 'm1', description: 'd', focus: '0,0' }],
    sensitive: true,
    spoiler_text: 'cw',
    visibility: 'unlisted',
    poll: { options: ['a', 'b'], expires_in: 86400, multiple: false, hide_totals: false },
    local_only: true,
    language: 'en',
  };
  await c.statuses.create(full, 'idem-1');
  await c.statuses.edit('1', full);
  await c.statuses.fetch('1');
  await c.statuses.context('1');
  await c.statuses.source('1');
  await c.statuses.history('1');
  await c.statuses.rebloggedBy('1', page);
  await c.statuses.favouritedBy('1', page);
  await c.statuses.delete('1', { delete_media: true });
  for (const m of [
    'mute',
    'unmute',
    'favourite',
    'unfavourite',
    'bookmark',
    'unbookmark',
    'pin',
    'unpin',
    'unreblog',
  ] as const)
    await c.statuses[m]('1');
  await c.statuses.translate('1', 'de');
  await c.statuses.reblog('1', { visibility: 'private' });
  await c.media.upload({ file: blob, thumbnail: blob, description: 'd', focus: '0.1,-0.2' });
  await c.media.fetch('m1');
  await c.media.update('m1', { thumbnail: blob, description: 'd', focus: '0,0' });
  await c.polls.fetch('p');
  await c.polls.vote('p', [0, 1]);
  await c.search.hashtags('ca', { exclude_unreviewed: true });
  await c.search.search({ q: 'x', type: 'accounts', resolve: true, limit: 11, offset: 10 });
  await c.announcements.list();
  await c.announcements.dismiss('1');
  await c.announcements.addReaction('1', '👍');
  await c.announcements.removeReaction('1', 'blobcat');
  await c.conversations.list({ max_id: '5', since_id: '1' });
  await c.conversations.read('1');
  await c.conversations.remove('1');
  await c.notifications.list(
    { types: ['mention'], exclude_types: ['follow'], account_id: '1', limit: 5 },
    page,
  );
  await c.notifications.fetch('1');
  await c.notifications.grouped(
    {
      grouped_types: ['favourite', 'reblog', 'follow'],
      exclude_types: ['mention'],
      types: ['favourite'],
      expand_accounts: 'partial_avatars',
      limit: 40,
    },
    { since_id: '3' },
  );
  await c.notifications.clear();
  await c.notifications.unreadCount({ grouped_types: ['favourite'], exclude_types: ['follow'], limit: 1000 });
  await c.notifications.policy();
  await c.notifications.updatePolicy({ for_not_following: 'filter', for_limited_accounts: 'drop' });
  await c.notifications.requests({ since_id: '1' });
  await c.notifications.request('1');
  await c.notifications.acceptRequest('1');
  await c.notifications.dismissRequest('1');
  await c.notifications.acceptRequests(['1', '2']);
  await c.notifications.dismissRequests(['1', '2']);
  await c.notifications.requestNotifications('9', { since_id: '1' });
  await c.filters.list();
  await c.filters.fetch('1');
  const filter = {
    title: 't',
    context: ['home'],
    filter_action: 'hide' as const,
    expires_in: 3600,
    keywords_attributes: [{ keyword: 'k', whole_word: true }],
  };
  await c.filters.create(filter);
  await c.filters.update('1', { title: 't2', keywords_attributes: [{ id: '4', _destroy: true }] });
  await c.filters.delete('1');
  await c.filters.addStatus('1', '2');
  await c.lists.create({ title: 'l', replies_policy: 'list', exclusive: true });
  await c.lists.update('1', { title: 'l2', replies_policy: 'none', exclusive: false });
  await c.lists.all();
  await c.lists.fetch('1');
  await c.lists.delete('1');
  await c.lists.accounts('1');
  await c.lists.addAccounts('1', ['2']);
  await c.lists.removeAccounts('1', ['2']);
  await c.instance.fetch();
  await c.instance.translationLanguages();
  await c.instance.extendedDescription();
  await c.instance.domainBlocks();
  await c.instance.customEmojis();
  await c.collections.bookmarks(page);
  await c.collections.favourites(page);
  await c.collections.blocks(page);
  await c.collections.mutes(page);
  await c.trends.tags({ limit: 10, offset: 0 });
  await c.trends.statuses({ limit: 20, offset: 20 });
  await c.trends.links({ offset: 20 });
  await c.suggestions.list();
  await c.suggestions.remove('1');
  await c.tags.fetch('cats');
  await c.tags.follow('cats');
  await c.tags.unfollow('cats');
  await c.tags.feature('cats');
  await c.tags.unfeature('cats');
  await c.tags.followed({ limit: 200 }, page);
  await c.directory.list({ offset: 40, order: 'new', local: true });
  const pending = {
    origin: 'https://example.test',
    clientId: 'cid',
    clientSecret: 'cs',
    redirectUri: 'https://app.test/callback',
    codeVerifier: 'v',
    state: 's',
  };
  await oauth.registerApp('https://example.test', {
    clientName: 'Woolly',
    redirectUri: pending.redirectUri,
    website: 'https://app.test',
  });
  await oauth.exchangeCode(pending, 'code');
  await oauth.revoke('https://example.test', { clientId: 'cid', clientSecret: 'cs', token: 'secret-token' });
}

describe('client requests against the OpenAPI description', () => {
  beforeAll(exerciseEverything);

  it('sent requests', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(120);
  });

  it('every request names an operation of the description (or a stated private call) with allowed parameters', () => {
    const problems = recorded.flatMap(checkRequest);
    if (problems.length) console.error(problems.join('\n'));
    expect(problems).toHaveLength(0);
  });

  it('every route of the client was exercised here', () => {
    const sent = new Set(recorded.map((r) => `${r.method} ${r.url.pathname}`));
    const unsent = ROUTES.filter((route) => {
      const re = new RegExp(`^${route.method} ${route.path.replace(/\{\w+\}/g, '[^/]+')}$`);
      return ![...sent].some((s) => re.test(s));
    });
    expect(unsent.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("each route's template is the description's template (or a private call)", () => {
    const missing = ROUTES.filter((r) => !r.path.startsWith('/api/web/')).filter(
      (r) => !spec.paths[r.path]?.[r.method.toLowerCase()],
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('a misspelled parameter is caught', () => {
    const url = new URL('https://example.test/api/v1/accounts/1/statuses?exclude_replys=true');
    expect(checkRequest({ method: 'GET', url, headers: new Headers(), body: null })).toEqual([
      'GET /api/v1/accounts/{id}/statuses: query parameter exclude_replys not allowed',
    ]);
    const post = new URL('https://example.test/api/v1/statuses');
    expect(
      checkRequest({
        method: 'POST',
        url: post,
        headers: new Headers(),
        body: JSON.stringify({ stauts: 'x' }),
      }),
    ).toEqual(['POST /api/v1/statuses: body field stauts not allowed']);
    const settings = new URL('https://example.test/api/web/settings');
    expect(
      checkRequest({ method: 'PUT', url: settings, headers: new Headers(), body: '{"skinTone":1}' }),
    ).toEqual(['settings body must be {data}']);
  });

  it('Rails arrays go out as key[]=…', () => {
    const rel = recorded.find((r) => r.url.pathname === '/api/v1/accounts/relationships');
    expect(rel?.url.search).toBe('?with_suspended=true&id%5B%5D=1&id%5B%5D=2');
  });

  it('every request carries the bearer token; posting carries the Idempotency-Key', () => {
    const api = recorded.filter(
      (r) => r.url.pathname.startsWith('/api/') && r.url.pathname !== '/api/v1/apps',
    );
    expect(api.every((r) => r.headers.get('authorization') === 'Bearer secret-token')).toBe(true);
    const post = recorded.find((r) => r.method === 'POST' && r.url.pathname === '/api/v1/statuses');
    expect(post?.headers.get('idempotency-key')).toBe('idem-1');
    expect(post?.headers.get('content-type')).toBe('application/json');
  });

  it('the stated defaults go out: account search limit 4 resolve false, trends links 20, directory 20, list members limit 0', () => {
    const q = (path: string) => recorded.find((r) => r.url.pathname === path)?.url.searchParams;
    expect(q('/api/v1/accounts/search')?.toString()).toBe('q=al&resolve=false&limit=4');
    expect(q('/api/v1/trends/links')?.get('limit')).toBe('20');
    expect(q('/api/v1/directory')?.get('limit')).toBe('20');
    expect(q('/api/v1/lists/1/accounts')?.get('limit')).toBe('0');
    expect(q('/api/v2/suggestions')?.get('limit')).toBe('20');
    expect(q('/api/v1/accounts/1/statuses')?.get('limit')).toBe('40');
    const hashtags = recorded.find((r) => r.url.searchParams.get('type') === 'hashtags')?.url.searchParams;
    expect(hashtags?.get('limit')).toBe('4');
    expect(hashtags?.get('resolve')).toBe('false');
  });
});
