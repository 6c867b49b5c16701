// Every recorded exchange with a real server replays through the client's own transport, route table and
// normalizers without error, and the normalized entities pass the runtime checks of their key fields. The doc
// examples of the entities the client models go through the same normalizers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseLinkHeader } from '../../worker/api/link.ts';
import { normalizeAccount, normalizeEmoji, normalizeRole } from '../../worker/api/normalize/account.ts';
import {
  arrayOf,
  normalizeAnnouncement,
  normalizeContext,
  normalizeConversation,
  normalizeDomainBlock,
  normalizeExtendedDescription,
  normalizeFamiliarFollowers,
  normalizeFeaturedTag,
  normalizeInstance,
  normalizeList,
  normalizeMarkers,
  normalizePreferences,
  normalizePushSubscription,
  normalizeRelationship,
  normalizeSearch,
  normalizeSuggestion,
  normalizeToken,
} from '../../worker/api/normalize/misc.ts';
import {
  normalizeNotification,
  normalizeNotificationPolicy,
  normalizeNotificationRequest,
  normalizeReport,
} from '../../worker/api/normalize/notification.ts';
import type { Json, Parsed } from '../../worker/api/normalize/primitives.ts';
import {
  normalizeCard,
  normalizeFilter,
  normalizeFilterKeyword,
  normalizeFilterResult,
  normalizeFilterStatus,
  normalizeMedia,
  normalizePoll,
  normalizeStatus,
  normalizeStatusEdit,
  normalizeStatusSource,
  normalizeTag,
  normalizeTranslation,
} from '../../worker/api/normalize/status.ts';
import { matchRoute } from '../../worker/api/routes.ts';
import { createTransport } from '../../worker/api/transport.ts';
import { CONTRACT_DIR } from '../reference.ts';
import { checkWire } from './recordings-wire-checks.ts';

const CONTRACT = CONTRACT_DIR;
const REC = join(CONTRACT, 'recordings');

interface Interaction {
  request: { method: string; uri: string; body: unknown };
  response: {
    status: { code: number; message: string };
    headers: Record<string, string[]>;
    body: { string: string };
  };
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : [],
  );
}

/**
 * Endpoints in the recordings that this client does not call, each with the reason. Everything else must match a
 * route of the client.
 */
const NOT_CALLED: [string, RegExp, string][] = [
  ['*', /^\/api\/v1\/streaming\//, 'streaming, handled by the streaming client'],
  ['*', /^\/api\/v1\/instance\/?$/, 'v1 instance: the client reads /api/v2/instance'],
  [
    '*',
    /^\/api\/v1\/push\/subscription$/,
    'standard Web Push API: the client uses the web UI push subscriptions',
  ],
  ['*', /^\/api\/v1\/featured_tags/, 'managing own featured tags is not in section 7'],
  [
    '*',
    /^\/api\/v2\/filters\/(\d+\/keywords|keywords\/|statuses\/)/,
    'filter keyword/status management beyond section 7',
  ],
  ['GET', /^\/api\/v2\/filters\/\d+\/statuses$/, 'GET of filter statuses is not in section 7 (POST is)'],
  ['*', /^\/api\/v1\/suggestions$/, 'v1 suggestions: the client reads /api/v2/suggestions'],
  ['*', /^\/api\/v1\/endorsements$/, 'own endorsements are not in section 7'],
  ['*', /^\/api\/v1\/notifications\/requests\/merged$/, 'not in section 7'],
  ['*', /^\/api\/v1\/notifications\/unread_count$/, 'v1 unread count: the client reads v2'],
  [
    '*',
    /^\/api\/v2\/notifications\/(?!policy|unread_count)[^/]+(\/accounts|\/dismiss)?$/,
    'single-group calls are not in section 7',
  ],
  ['GET', /^\/api\/v1\/statuses$/, 'GET of several statuses by id is not in section 7'],
  ['*', /^\/api\/v1\/timelines\/direct$/, 'not in section 7'],
];

/** Same update, other verb: the server takes PUT and PATCH alike; the client sends PUT as section 7 says. */
const ALIASES: Record<string, string> = { 'PATCH /api/v2/notifications/policy': 'PUT' };

const files = yamlFiles(REC);

describe('recordings replay', () => {
  it('finds the recordings', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  let replayed = 0;
  let pagedWithLinks = 0;
  for (const file of files) {
    it(`replays ${file.slice(REC.length + 1)}`, async () => {
      const doc = parseYaml(readFileSync(file, 'utf8')) as { interactions: Interaction[] };
      for (const [i, x] of doc.interactions.entries()) {
        const url = new URL(x.request.uri);
        const where = `${file}#${i} ${x.request.method} ${url.pathname}`;
        const skip = NOT_CALLED.find(
          ([m, re]) => (m === '*' || m === x.request.method) && re.test(url.pathname),
        );
        if (skip) continue;
        const route = matchRoute(
          ALIASES[`${x.request.method} ${url.pathname}`] ?? x.request.method,
          url.pathname,
        );
        expect(route, `${where}: no client route and no reason to skip`).not.toBeNull();
        if (!route) continue;
        const headers = new Headers();
        for (const [k, vs] of Object.entries(x.response.headers ?? {}))
          for (const v of vs) headers.append(k, v);
        const body = x.response.body?.string ?? '';
        const code = x.response.status.code;
        const transport = createTransport({
          baseUrl: url.origin,
          getToken: () => 'token',
          now: () => 0,
          fetch: async () =>
            new Response(code === 204 || code === 304 ? null : body, {
              status: code,
              statusText: x.response.status.message,
              headers,
            }),
        });
        const res = await transport.request({
          call: route.call,
          method: route.method,
          path: `${url.pathname}`,
          query: Object.fromEntries(url.searchParams),
        });
        if (code >= 200 && code < 300) {
          expect(res.ok, `${where}: transport`).toBe(true);
          if (!res.ok) continue;
          const parsed = route.parse(res.answer.body);
          expect(parsed.ok ? 'ok' : parsed.error, where).toBe('ok');
          if (parsed.ok) expect(checkWire(parsed.value), where).toEqual([]);
          if (route.paged && headers.get('link')) {
            const links = parseLinkHeader(headers.get('link'));
            expect(links.next ?? links.prev, `${where}: Link`).not.toBeNull();
            pagedWithLinks++;
          }
        } else {
          expect(res.ok, where).toBe(false);
          if (res.ok) continue;
          expect(res.error.kind).toBe('http');
          expect(res.error.status).toBe(code);
          const serverError = (JSON.parse(body || '{}') as { error?: string }).error;
          if (serverError) expect(res.error.serverError).toBe(serverError);
        }
        replayed++;
      }
    });
  }

  it('replayed a good number of exchanges through client routes, paged ones with their Link pages', () => {
    expect(replayed).toBeGreaterThan(150);
    expect(pagedWithLinks).toBeGreaterThan(5);
  });
});

describe('real-server quirks in the recordings', () => {
  const bodyOf = (name: string, pred: (x: Interaction) => boolean) => {
    const file = files.find((f) => f.endsWith(name));
    if (!file) throw new Error(`missing ${name}`);
    const doc = parseYaml(readFileSync(file, 'utf8')) as { interactions: Interaction[] };
    const x = doc.interactions.find(pred);
    if (!x) throw new Error(`no matching interaction in ${name}`);
    return JSON.parse(x.response.body.string) as Json;
  };

  it('a numeric most_recent_notification_id becomes a string', () => {
    const raw = bodyOf('test_grouped_notifications.yaml', (x) =>
      x.request.uri.includes('/api/v2/notifications'),
    );
    const route = matchRoute('GET', '/api/v2/notifications');
    const parsed = route?.parse(raw);
    expect(parsed?.ok).toBe(true);
    const groups = (parsed as { value: { notification_groups: { most_recent_notification_id: unknown }[] } })
      .value.notification_groups;
    expect(groups.length).toBeGreaterThan(0);
    const rawGroups = (raw as { notification_groups: { most_recent_notification_id: unknown }[] })
      .notification_groups;
    expect(typeof rawGroups[0]?.most_recent_notification_id).toBe('number');
    expect(groups[0]?.most_recent_notification_id).toBe(String(rawGroups[0]?.most_recent_notification_id));
  });

  it('the answer to DELETE keeps `text` for redraft, with content empty', () => {
    const raw = bodyOf('test_status_delete_media.yaml', (x) => x.request.method === 'DELETE');
    const parsed = normalizeStatus(raw);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(typeof parsed.value.text).toBe('string');
      expect(parsed.value.content).toBe((raw as { content?: string }).content ?? '');
    }
  });
});

// --- Doc examples ---------------------------------------------------------------------------------------------

/** The doc examples are JSON with `// ...` elisions and the trailing commas they leave. */
function lenientJson(text: string): Json {
  const cleaned = text
    .split('\n')
    .filter((l) => !/^\s*\/\//.test(l))
    .join('\n')
    .replace(/,(\s*[}\]])/g, '$1');
  return JSON.parse(cleaned) as Json;
}

const ENTITY_NORMALIZERS: Record<string, (v: Json) => Parsed<unknown>> = {
  Account: (v) => normalizeAccount(v),
  Announcement: normalizeAnnouncement,
  Context: normalizeContext,
  Conversation: normalizeConversation,
  CustomEmoji: normalizeEmoji,
  DomainBlock: normalizeDomainBlock,
  ExtendedDescription: normalizeExtendedDescription,
  FamiliarFollowers: arrayOf(normalizeFamiliarFollowers),
  FeaturedTag: normalizeFeaturedTag,
  Filter: normalizeFilter,
  FilterKeyword: normalizeFilterKeyword,
  FilterResult: normalizeFilterResult,
  FilterStatus: normalizeFilterStatus,
  Instance: normalizeInstance,
  List: normalizeList,
  Marker: normalizeMarkers,
  MediaAttachment: normalizeMedia,
  Notification: normalizeNotification,
  NotificationPolicy: normalizeNotificationPolicy,
  NotificationRequest: normalizeNotificationRequest,
  Poll: normalizePoll,
  Preferences: normalizePreferences,
  PreviewCard: normalizeCard,
  Relationship: normalizeRelationship,
  Report: normalizeReport,
  Role: normalizeRole,
  Search: normalizeSearch,
  Status: (v) => normalizeStatus(v),
  StatusEdit: normalizeStatusEdit,
  StatusSource: normalizeStatusSource,
  Suggestion: normalizeSuggestion,
  Tag: normalizeTag,
  Token: normalizeToken,
  Translation: normalizeTranslation,
  WebPushSubscription: normalizePushSubscription,
};

describe('doc examples of modelled entities', () => {
  const dir = join(CONTRACT, 'doc-examples/entities');
  const examples = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const modelled = examples.filter((f) => (f.split('__')[0] ?? '') in ENTITY_NORMALIZERS);

  it('covers every modelled entity with at least one example', () => {
    const seen = new Set(modelled.map((f) => f.split('__')[0]));
    expect([...seen].sort()).toEqual(Object.keys(ENTITY_NORMALIZERS).sort());
  });

  for (const f of modelled) {
    it(`normalizes ${f}`, () => {
      const entity = f.split('__')[0] ?? '';
      const normalize = ENTITY_NORMALIZERS[entity];
      if (!normalize) throw new Error(entity);
      const raw = lenientJson(readFileSync(join(dir, f), 'utf8'));
      // The Marker example is the map { home, notifications }; the others are one entity each.
      const parsed = normalize(raw);
      expect(parsed.ok ? 'ok' : parsed.error, f).toBe('ok');
      if (parsed.ok) expect(checkWire(parsed.value), f).toEqual([]);
    });
  }
});
