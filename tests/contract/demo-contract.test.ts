// Every endpoint the demo instance serves, checked against the real-server OpenAPI description: the status is one
// the operation declares, the body validates against its response schema, and every answer carries the
// rate-limit headers. The table runs in order (later rows use what earlier rows made). A last test checks that
// no route of the demo was left out of the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouter } from '../../demo/http/routes/index.ts';
import { OAuthStore } from '../../demo/oauth.ts';
import { type DemoServer, startDemo } from '../../demo/server.ts';
import { declaredStatuses, findTemplate, validateResponse } from './openapi.ts';

let demo: DemoServer;
const ids: Record<string, string> = {};

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${demo.demoToken}`, ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const res = await fetch(demo.url + path, init);
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

interface Row {
  method: string;
  /** A concrete path; `{name}` is replaced from `ids`. */
  path: string;
  status: number;
  body?: () => unknown;
  headers?: Record<string, string>;
  /** Saves ids from the answer for later rows. */
  save?: (body: unknown) => void;
}

const fill = (path: string): string =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(ids[k] ?? `missing-${k}`));

const pngBytes = (w: number, h: number): Uint8Array<ArrayBuffer> => {
  const b = new Uint8Array(64);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const dv = new DataView(b.buffer);
  dv.setUint32(16, w);
  dv.setUint32(20, h);
  return b;
};
const upload = (type: string, name: string, bytes: Uint8Array<ArrayBuffer>) => () => {
  const f = new FormData();
  f.append('file', new Blob([bytes], { type }), name);
  f.append('description', 'Uploaded in a contract test');
  return f;
};

const obj = (v: unknown): Record<string, unknown> => v as Record<string, unknown>;
const arr = (v: unknown): Record<string, unknown>[] => v as Record<string, unknown>[];

const ROWS: Row[] = [
  // OAuth and apps
  {
    method: 'POST',
    path: '/api/v1/apps',
    status: 200,
    body: () => ({
      client_name: 'Contract',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write',
    }),
    save: (b) => {
      ids.clientId = String(obj(b).client_id);
      ids.clientSecret = String(obj(b).client_secret);
    },
  },
  {
    method: 'POST',
    path: '/oauth/token',
    status: 200,
    body: () => ({
      grant_type: 'client_credentials',
      client_id: ids.clientId,
      client_secret: ids.clientSecret,
      scope: 'read',
    }),
    save: (b) => {
      ids.appToken = String(obj(b).access_token);
    },
  },
  {
    method: 'POST',
    path: '/oauth/revoke',
    status: 200,
    body: () => ({ token: ids.appToken, client_id: ids.clientId, client_secret: ids.clientSecret }),
  },
  { method: 'GET', path: '/.well-known/oauth-authorization-server', status: 200 },
  // Instance
  { method: 'GET', path: '/api/v2/instance', status: 200 },
  { method: 'GET', path: '/api/v1/instance', status: 200 },
  { method: 'GET', path: '/api/v1/instance/extended_description', status: 200 },
  { method: 'GET', path: '/api/v1/instance/translation_languages', status: 200 },
  { method: 'GET', path: '/api/v1/instance/domain_blocks', status: 200 },
  { method: 'GET', path: '/api/v1/instance/rules', status: 200 },
  { method: 'GET', path: '/api/v1/instance/peers', status: 200 },
  { method: 'GET', path: '/api/v1/custom_emojis', status: 200 },
  { method: 'GET', path: '/api/v1/preferences', status: 200 },
  // Accounts
  { method: 'GET', path: '/api/v1/accounts/verify_credentials', status: 200 },
  {
    method: 'PATCH',
    path: '/api/v1/accounts/update_credentials',
    status: 200,
    body: () => ({ note: 'Updated by the contract test' }),
  },
  { method: 'GET', path: '/api/v1/accounts/{friend}', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/lookup?acct={friendAcct}', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/search?q=a&limit=4&resolve=false', status: 200 },
  {
    method: 'GET',
    path: '/api/v1/accounts/relationships?with_suspended=true&id[]={friend}&id[]={stranger}',
    status: 200,
  },
  { method: 'GET', path: '/api/v1/accounts/familiar_followers?id[]={friend}', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/{friend}/statuses?exclude_replies=true&limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/{friend}/followers?limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/{friend}/following?limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/{me}/featured_tags', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/{me}/endorsements', status: 200 },
  { method: 'GET', path: '/api/v1/accounts/{friend}/lists', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/accounts/{stranger}/follow',
    status: 200,
    body: () => ({ reblogs: true }),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{stranger}/note',
    status: 200,
    body: () => ({ comment: 'met at a conference' }),
  },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/pin', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/unpin', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/endorse', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/unendorse', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/unfollow', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/accounts/{stranger}/mute',
    status: 200,
    body: () => ({ notifications: true, duration: 3600 }),
  },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/unmute', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/block', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{stranger}/unblock', status: 200 },
  { method: 'POST', path: '/api/v1/accounts/{follower}/remove_from_followers', status: 200 },
  { method: 'GET', path: '/api/v1/follow_requests', status: 200 },
  { method: 'POST', path: '/api/v1/follow_requests/{requester}/authorize', status: 200 },
  { method: 'POST', path: '/api/v1/follow_requests/{requester}/reject', status: 404 },
  { method: 'GET', path: '/api/v1/blocks', status: 200 },
  { method: 'GET', path: '/api/v1/mutes', status: 200 },
  { method: 'GET', path: '/api/v1/endorsements', status: 200 },
  { method: 'GET', path: '/api/v1/domain_blocks', status: 200 },
  { method: 'POST', path: '/api/v1/domain_blocks', status: 200, body: () => ({ domain: 'rude.test' }) },
  { method: 'DELETE', path: '/api/v1/domain_blocks?domain=rude.test', status: 200 },
  { method: 'DELETE', path: '/api/v1/push/subscription', status: 200 },
  // Media and statuses
  {
    method: 'POST',
    path: '/api/v2/media',
    status: 200,
    body: upload('image/png', 'small.png', pngBytes(64, 48)),
    save: (b) => {
      ids.image = String(obj(b).id);
    },
  },
  {
    method: 'POST',
    path: '/api/v2/media',
    status: 202,
    body: upload('video/mp4', 'clip.mp4', new Uint8Array(1024)),
    save: (b) => {
      ids.video = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v1/media/{video}', status: 206 },
  {
    method: 'PUT',
    path: '/api/v1/media/{video}',
    status: 206,
    body: () => ({ description: 'A clip', focus: '0.1,0.2' }),
  },
  { method: 'GET', path: '/api/v1/media/{video}', status: 206 },
  { method: 'GET', path: '/api/v1/media/{video}', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/media',
    status: 200,
    body: upload('image/png', 'v1.png', pngBytes(10, 10)),
    save: (b) => {
      ids.spareMedia = String(obj(b).id);
    },
  },
  { method: 'DELETE', path: '/api/v1/media/{spareMedia}', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/statuses',
    status: 200,
    headers: { 'Idempotency-Key': 'contract-1' },
    body: () => ({
      status: 'Hello from the contract test #woolly',
      media_ids: [ids.image],
      sensitive: true,
      spoiler_text: 'test',
      visibility: 'public',
      language: 'en',
    }),
    save: (b) => {
      ids.mine = String(obj(b).id);
    },
  },
  {
    method: 'POST',
    path: '/api/v1/statuses',
    status: 200,
    body: () => ({ status: 'Which one?', poll: { options: ['a', 'b'], expires_in: 3600, multiple: false } }),
    save: (b) => {
      ids.myPoll = String(obj(b).id);
    },
  },
  {
    method: 'POST',
    path: '/api/v1/statuses',
    status: 200,
    body: () => ({ status: 'Quoting this', quoted_status_id: ids.other }),
    save: (b) => {
      ids.quoting = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v1/statuses/{other}', status: 200 },
  { method: 'GET', path: '/api/v1/statuses?id[]={other}&id[]={mine}', status: 200 },
  { method: 'GET', path: '/api/v1/statuses/{threaded}/context', status: 200 },
  {
    method: 'PUT',
    path: '/api/v1/statuses/{mine}',
    status: 200,
    body: () => ({
      status: 'Hello again, edited #woolly',
      media_ids: [ids.image],
      media_attributes: [{ id: ids.image, description: 'new alt' }],
    }),
  },
  { method: 'GET', path: '/api/v1/statuses/{mine}/source', status: 200 },
  { method: 'GET', path: '/api/v1/statuses/{mine}/history', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{other}/favourite', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{other}/unfavourite', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{other}/bookmark', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{other}/unbookmark', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/statuses/{other}/reblog',
    status: 200,
    body: () => ({ visibility: 'public' }),
  },
  { method: 'POST', path: '/api/v1/statuses/{other}/unreblog', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{mine}/mute', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{mine}/unmute', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{mine}/pin', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{mine}/unpin', status: 200 },
  { method: 'POST', path: '/api/v1/statuses/{other}/translate', status: 200, body: () => ({ lang: 'de' }) },
  // A language pair the translation service does not have: Mastodon answers its refusal with 503.
  { method: 'POST', path: '/api/v1/statuses/{other}/translate', status: 503, body: () => ({ lang: 'xx' }) },
  { method: 'GET', path: '/api/v1/statuses/{popular}/reblogged_by', status: 200 },
  { method: 'GET', path: '/api/v1/statuses/{popular}/favourited_by', status: 200 },
  { method: 'GET', path: '/api/v1/statuses/{other}/quotes', status: 200 },
  { method: 'GET', path: '/api/v1/polls/{poll}', status: 200 },
  { method: 'POST', path: '/api/v1/polls/{poll}/votes', status: 200, body: () => ({ choices: [0] }) },
  { method: 'DELETE', path: '/api/v1/statuses/{quoting}', status: 200 },
  // Timelines and collections
  { method: 'GET', path: '/api/v1/timelines/home?limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/timelines/public?local=true&only_media=true&limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/timelines/tag/cats?any[]=coffee&limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/timelines/list/{list}?limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/timelines/link?url={cardUrl}', status: 200 },
  { method: 'GET', path: '/api/v1/timelines/direct', status: 200 },
  { method: 'GET', path: '/api/v1/favourites?limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/bookmarks?limit=5', status: 200 },
  {
    method: 'GET',
    path: '/api/v1/conversations',
    status: 200,
    save: (b) => {
      ids.conversation = String(arr(b)[0]?.id);
    },
  },
  { method: 'POST', path: '/api/v1/conversations/{conversation}/read', status: 200 },
  { method: 'DELETE', path: '/api/v1/conversations/{conversation}', status: 200 },
  // Notifications
  {
    method: 'GET',
    path: '/api/v1/notifications?limit=10&exclude_types[]=mention',
    status: 200,
    save: (b) => {
      ids.notification = String(arr(b)[0]?.id);
    },
  },
  { method: 'GET', path: '/api/v1/notifications/{notification}', status: 200 },
  {
    method: 'GET',
    path: '/api/v2/notifications?limit=10&expand_accounts=partial_avatars&grouped_types[]=favourite&grouped_types[]=reblog&grouped_types[]=follow',
    status: 200,
    save: (b) => {
      ids.groupKey = String(arr(obj(b).notification_groups)[0]?.group_key);
      ids.groupKey2 = String(arr(obj(b).notification_groups)[1]?.group_key);
    },
  },
  { method: 'GET', path: '/api/v2/notifications/{groupKey}', status: 200 },
  { method: 'GET', path: '/api/v2/notifications/{groupKey}/accounts', status: 200 },
  { method: 'GET', path: '/api/v1/notifications/unread_count', status: 200 },
  { method: 'GET', path: '/api/v2/notifications/unread_count', status: 200 },
  { method: 'GET', path: '/api/v2/notifications/policy', status: 200 },
  {
    method: 'PATCH',
    path: '/api/v2/notifications/policy',
    status: 200,
    body: () => ({ for_new_accounts: 'filter' }),
  },
  {
    method: 'PUT',
    path: '/api/v2/notifications/policy',
    status: 200,
    body: () => ({ for_new_accounts: 'accept' }),
  },
  {
    method: 'GET',
    path: '/api/v1/notifications/requests',
    status: 200,
    save: (b) => {
      ids.request = String(arr(b)[0]?.id);
      ids.request2 = String(arr(b)[1]?.id);
    },
  },
  { method: 'GET', path: '/api/v1/notifications/requests/{request}', status: 200 },
  { method: 'GET', path: '/api/v1/notifications/requests/merged', status: 200 },
  { method: 'GET', path: '/api/v1/notifications?account_id={requestAccount}', status: 200 },
  { method: 'POST', path: '/api/v1/notifications/requests/{request}/accept', status: 200 },
  { method: 'POST', path: '/api/v1/notifications/requests/{request2}/dismiss', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/notifications/requests/accept',
    status: 200,
    body: () => ({ id: ['999'] }),
  },
  {
    method: 'POST',
    path: '/api/v1/notifications/requests/dismiss',
    status: 200,
    body: () => ({ id: ['999'] }),
  },
  { method: 'POST', path: '/api/v1/notifications/{notification}/dismiss', status: 200 },
  { method: 'POST', path: '/api/v2/notifications/{groupKey2}/dismiss', status: 200 },
  { method: 'POST', path: '/api/v1/notifications/clear', status: 200 },
  { method: 'GET', path: '/api/v1/markers?timeline[]=home&timeline[]=notifications', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/markers',
    status: 200,
    body: () => ({ home: { last_read_id: ids.other }, notifications: { last_read_id: ids.notification } }),
  },
  // Lists and filters
  { method: 'GET', path: '/api/v1/lists', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/lists',
    status: 200,
    body: () => ({ title: 'Contract list', replies_policy: 'list', exclusive: false }),
    save: (b) => {
      ids.newList = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v1/lists/{newList}', status: 200 },
  {
    method: 'PUT',
    path: '/api/v1/lists/{newList}',
    status: 200,
    body: () => ({ title: 'Renamed', exclusive: true }),
  },
  {
    method: 'POST',
    path: '/api/v1/lists/{newList}/accounts',
    status: 200,
    body: () => ({ account_ids: [ids.friend] }),
  },
  { method: 'GET', path: '/api/v1/lists/{newList}/accounts?limit=0', status: 200 },
  { method: 'DELETE', path: '/api/v1/lists/{newList}/accounts?account_ids[]={friend}', status: 200 },
  { method: 'DELETE', path: '/api/v1/lists/{newList}', status: 200 },
  // Scheduled posts: posted with scheduled_at an hour ahead, listed, moved, cancelled.
  {
    method: 'POST',
    path: '/api/v1/statuses',
    status: 200,
    body: () => ({ status: 'Contract: later', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() }),
    save: (b) => {
      ids.scheduled = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v1/scheduled_statuses', status: 200 },
  { method: 'GET', path: '/api/v1/scheduled_statuses/{scheduled}', status: 200 },
  {
    method: 'PUT',
    path: '/api/v1/scheduled_statuses/{scheduled}',
    status: 200,
    body: () => ({ scheduled_at: new Date(Date.now() + 7_200_000).toISOString() }),
  },
  { method: 'DELETE', path: '/api/v1/scheduled_statuses/{scheduled}', status: 200 },
  // A report of a post for breaking one of the server's rules.
  {
    method: 'POST',
    path: '/api/v1/reports',
    status: 200,
    body: () => ({
      account_id: ids.otherAuthor,
      status_ids: [ids.other],
      comment: 'Contract',
      forward: false,
      category: 'violation',
      rule_ids: ['1'],
    }),
  },
  { method: 'GET', path: '/api/v2/filters', status: 200 },
  {
    method: 'POST',
    path: '/api/v2/filters',
    status: 200,
    body: () => ({
      title: 'Contract',
      context: ['home', 'public'],
      filter_action: 'warn',
      expires_in: 3600,
      keywords_attributes: [{ keyword: 'bananas', whole_word: true }],
    }),
    save: (b) => {
      ids.filter = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v2/filters/{filter}', status: 200 },
  {
    method: 'PUT',
    path: '/api/v2/filters/{filter}',
    status: 200,
    body: () => ({ title: 'Contract 2', filter_action: 'hide' }),
  },
  { method: 'GET', path: '/api/v2/filters/{filter}/keywords', status: 200 },
  {
    method: 'POST',
    path: '/api/v2/filters/{filter}/keywords',
    status: 200,
    body: () => ({ keyword: 'apples', whole_word: false }),
    save: (b) => {
      ids.keyword = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v2/filters/keywords/{keyword}', status: 200 },
  {
    method: 'PUT',
    path: '/api/v2/filters/keywords/{keyword}',
    status: 200,
    body: () => ({ keyword: 'pears' }),
  },
  { method: 'DELETE', path: '/api/v2/filters/keywords/{keyword}', status: 200 },
  {
    method: 'POST',
    path: '/api/v2/filters/{filter}/statuses',
    status: 200,
    body: () => ({ status_id: ids.other }),
    save: (b) => {
      ids.filterStatus = String(obj(b).id);
    },
  },
  { method: 'GET', path: '/api/v2/filters/{filter}/statuses', status: 200 },
  { method: 'GET', path: '/api/v2/filters/statuses/{filterStatus}', status: 200 },
  { method: 'DELETE', path: '/api/v2/filters/statuses/{filterStatus}', status: 200 },
  { method: 'DELETE', path: '/api/v2/filters/{filter}', status: 200 },
  { method: 'GET', path: '/api/v1/filters', status: 200 },
  // Announcements
  {
    method: 'GET',
    path: '/api/v1/announcements',
    status: 200,
    save: (b) => {
      ids.announcement = String(arr(b)[0]?.id);
    },
  },
  { method: 'PUT', path: '/api/v1/announcements/{announcement}/reactions/blobheart', status: 200 },
  { method: 'DELETE', path: '/api/v1/announcements/{announcement}/reactions/blobheart', status: 200 },
  { method: 'POST', path: '/api/v1/announcements/{announcement}/dismiss', status: 200 },
  // Discovery
  { method: 'GET', path: '/api/v1/trends/tags?limit=5', status: 200 },
  { method: 'GET', path: '/api/v1/trends/statuses?limit=5&offset=5', status: 200 },
  { method: 'GET', path: '/api/v1/trends/links?limit=20', status: 200 },
  { method: 'GET', path: '/api/v2/suggestions?limit=20', status: 200 },
  { method: 'GET', path: '/api/v1/suggestions', status: 200 },
  { method: 'DELETE', path: '/api/v1/suggestions/{stranger}', status: 200 },
  { method: 'GET', path: '/api/v1/directory?limit=20&offset=0&order=active&local=false', status: 200 },
  { method: 'GET', path: '/api/v1/tags/knitting', status: 200 },
  { method: 'POST', path: '/api/v1/tags/gardening/follow', status: 200 },
  { method: 'POST', path: '/api/v1/tags/gardening/unfollow', status: 200 },
  { method: 'POST', path: '/api/v1/tags/gardening/feature', status: 200 },
  { method: 'POST', path: '/api/v1/tags/gardening/unfeature', status: 200 },
  { method: 'GET', path: '/api/v1/followed_tags?limit=10', status: 200 },
  { method: 'GET', path: '/api/v1/featured_tags', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/featured_tags',
    status: 200,
    body: () => ({ name: 'music' }),
    save: (b) => {
      ids.featured = String(obj(b).id);
    },
  },
  { method: 'DELETE', path: '/api/v1/featured_tags/{featured}', status: 200 },
  { method: 'GET', path: '/api/v1/featured_tags/suggestions', status: 200 },
  { method: 'GET', path: '/api/v2/search?q=cat&resolve=false&limit=4', status: 200 },
  {
    method: 'GET',
    path: '/api/v2/search?q=%23cof&type=hashtags&limit=4&exclude_unreviewed=true',
    status: 200,
  },
  { method: 'GET', path: '/api/v2/search?q=coffee&type=statuses&limit=10&offset=0', status: 200 },
  // Errors are part of the contract too
  { method: 'GET', path: '/api/v1/statuses/1', status: 404 },
  { method: 'POST', path: '/api/v1/statuses', status: 422, body: () => ({ status: '' }) },
];

beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
  const w = demo.world;
  const me = demo.demoAccountId;
  ids.me = me;
  const accounts = [...w.accounts.values()];
  const friend = accounts.find(
    (a) => a.domain === null && a.id !== me && w.isFollowing(me, a.id) && !a.locked,
  );
  const stranger = accounts.find(
    (a) =>
      a.id !== me &&
      !w.isFollowing(me, a.id) &&
      !a.locked &&
      !a.movedToId &&
      a.username !== 'spammer' &&
      a.username !== 'newbie',
  );
  const follower = accounts.find((a) => a.id !== me && w.isFollowing(a.id, me));
  const requester = [...w.followRequests.values()].find((e) => e.to === me);
  if (!friend || !stranger || !follower || !requester) throw new Error('seed lacks a needed account');
  Object.assign(ids, {
    friend: friend.id,
    friendAcct: w.acctOf(friend),
    stranger: stranger.id,
    follower: follower.id,
    requester: requester.from,
  });
  const statuses = [...w.statuses.values()].filter(
    (s) => !s.deleted && !s.reblogOfId && s.visibility === 'public',
  );
  const other =
    statuses.find((s) => s.accountId !== me && s.accountId === friend.id) ??
    statuses.find((s) => s.accountId !== me);
  const threaded =
    statuses.find((s) => s.inReplyToId && s.repliesCount > 0) ?? statuses.find((s) => s.inReplyToId);
  const popular = statuses.find((s) => s.accountId === me && s.favouritedBy.size > 0 && s.reblogIds.size > 0);
  const poll = [...w.polls.values()].find((p) => !p.votes.has(me) && (p.expiresAt ?? 0) > Date.now());
  const card = statuses.find((s) => s.card);
  const list = [...w.lists.values()].find((l) => l.ownerId === me);
  const req = [...w.notificationRequests.values()][0];
  if (!other || !threaded || !popular || !poll || !card?.card || !list || !req)
    throw new Error('seed lacks a needed status');
  Object.assign(ids, {
    other: other.id,
    otherAuthor: other.accountId,
    threaded: threaded.id,
    popular: popular.id,
    poll: poll.id,
    cardUrl: card.card.url,
    list: list.id,
    requestAccount: req.fromId,
  });
});

afterAll(async () => {
  await demo?.close();
});

describe('every endpoint answers as the real server is described', () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.path} → ${row.status}`, async () => {
      const path = fill(row.path);
      const a = await call(row.method, path, row.body?.(), row.headers);
      expect(a.status, a.text.slice(0, 300)).toBe(row.status);
      const template = findTemplate(row.method, path.split('?')[0] ?? path);
      expect(template, 'path is in the OpenAPI description').not.toBeNull();
      if (!template) return;
      expect(declaredStatuses(template, row.method)).toContain(String(row.status));
      expect(a.body, 'body is JSON').not.toBeUndefined();
      const errors = validateResponse(template, row.method, row.status, a.body);
      expect(errors ?? [], JSON.stringify(errors)).toEqual([]);
      // Real-server behaviour 4: rate-limit headers on every answer, Reset as ISO 8601.
      expect(a.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      expect(a.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(Number.isNaN(Date.parse(a.headers.get('x-ratelimit-reset') ?? ''))).toBe(false);
      row.save?.(a.body);
    });
  }

  it('covers every API route the demo serves', () => {
    const router = buildRouter({
      oauth: new OAuthStore(Date.now),
      autoApprove: false,
      demoAccountId: () => '',
      onSession: () => {},
    });
    const missing = router.routes
      .filter(
        (r) =>
          !r.pattern.startsWith('/api/web/') &&
          r.pattern !== '/oauth/authorize' &&
          r.pattern !== '/api/v1/apps/verify_credentials',
      )
      .filter(
        (r) =>
          demo.stats.requests(r.method, r.pattern) === 0 &&
          demo.stats.requests(r.method, r.pattern.replace(/\/:\w+/g, '')) === 0,
      )
      .map((r) => `${r.method} ${r.pattern}`);
    expect(missing).toEqual([]);
  });
});
