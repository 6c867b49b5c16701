// The instance description, custom emoji, announcements, preferences and the web UI's private endpoints
// (settings, push subscriptions: shapes from the contract README; the subscription id is a number).
import { createHash } from 'node:crypto';
import { iso, renderAccount, renderAnnouncement, renderEmoji } from '../../world/render.ts';
import { TRANSLATION_PAIRS } from '../../world/translate.ts';
import type { World } from '../../world/world.ts';
import { ApiError, notFound } from '../../world/world.ts';
import { bool, obj, type Params, str } from '../params.ts';
import { json, me, type Router } from '../router.ts';

export const VAPID_PUBLIC_KEY =
  'BDemoWoollyVapidKeyxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=';

/** The server's rules (also what a report of category `violation` may name: routes/reports.ts). */
export const RULES = [
  { id: '1', text: 'Be kind.', hint: 'Treat others as you would like to be treated.' },
  { id: '2', text: 'Add content warnings to sensitive posts.', hint: '' },
  { id: '3', text: 'No spam or advertising.', hint: '' },
];

const MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/webm',
  'video/mp4',
  'video/quicktime',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
];

const BLOCKED_DOMAINS = [
  { domain: 'spam.example', severity: 'suspend', comment: 'Spam' },
  { domain: 'rude.test', severity: 'silence', comment: 'Harassment' },
];

export function instanceV2(w: World, demoAccountId: string) {
  const streaming = w.origin.replace(/^http/, 'ws');
  return {
    domain: new URL(w.origin).host,
    title: 'Woolly Demo',
    version: '4.5.0',
    source_url: 'https://github.com/mastodon/mastodon',
    description: 'An in-memory demo instance for the Woolly client. Everything here is made up.',
    usage: { users: { active_month: w.accounts.size } },
    thumbnail: { url: `${w.origin}/system/site/thumbnail.svg`, blurhash: null, versions: {} },
    icon: [{ src: `${w.origin}/system/site/icon.svg`, size: '48x48' }],
    languages: ['en'],
    configuration: {
      urls: {
        streaming,
        status: null,
        about: `${w.origin}/about`,
        privacy_policy: `${w.origin}/privacy-policy`,
        terms_of_service: null,
      },
      vapid: { public_key: VAPID_PUBLIC_KEY },
      accounts: {
        max_featured_tags: 10,
        max_pinned_statuses: 5,
        max_display_name_length: 30,
        max_note_length: 500,
        max_profile_fields: 4,
      },
      statuses: { max_characters: 500, max_media_attachments: 4, characters_reserved_per_url: 23 },
      media_attachments: {
        description_limit: 1500,
        image_matrix_limit: 33177600,
        image_size_limit: 16777216,
        supported_mime_types: MIME_TYPES,
        video_frame_rate_limit: 120,
        video_matrix_limit: 8294400,
        video_size_limit: 103809024,
      },
      polls: { max_options: 4, max_characters_per_option: 50, min_expiration: 300, max_expiration: 2629746 },
      translation: { enabled: true },
      limited_federation: false,
    },
    registrations: {
      enabled: false,
      approval_required: false,
      reason_required: false,
      message: null,
      min_age: null,
      url: null,
    },
    api_versions: { mastodon: 7 },
    contact: { email: '', account: renderAccount(w, demoAccountId) },
    rules: RULES,
  };
}

export function instanceRoutes(r: Router, demoAccountId: () => string): void {
  r.get('/api/v2/instance', 'optional', (c) => json(instanceV2(c.w, demoAccountId())));
  r.get('/api/v1/instance', 'optional', (c) => {
    const v2 = instanceV2(c.w, demoAccountId());
    return json({
      uri: v2.domain,
      title: v2.title,
      short_description: v2.description,
      description: v2.description,
      email: '',
      version: v2.version,
      urls: { streaming_api: v2.configuration.urls.streaming },
      stats: { user_count: c.w.accounts.size, status_count: c.w.statuses.size, domain_count: 6 },
      thumbnail: v2.thumbnail.url,
      languages: v2.languages,
      registrations: false,
      approval_required: false,
      invites_enabled: false,
      configuration: {
        accounts: { max_featured_tags: 10 },
        statuses: v2.configuration.statuses,
        media_attachments: v2.configuration.media_attachments,
        polls: v2.configuration.polls,
      },
      contact_account: v2.contact.account,
      rules: RULES,
    });
  });
  r.get('/api/v1/instance/extended_description', 'optional', (c) =>
    json({
      updated_at: iso(c.w.now() - 10 * 86_400_000),
      content:
        '<p>This is the Woolly demo instance.</p><p>It runs in memory: nothing you do here leaves this computer.</p>',
    }),
  );
  r.get('/api/v1/instance/translation_languages', 'optional', () => json(TRANSLATION_PAIRS));
  r.get('/api/v1/instance/domain_blocks', 'optional', () =>
    json(
      BLOCKED_DOMAINS.map((b) => ({
        domain: b.domain,
        digest: createHash('sha256').update(b.domain).digest('hex'),
        severity: b.severity,
        comment: b.comment,
      })),
    ),
  );
  r.get('/api/v1/instance/rules', 'optional', () => json(RULES));
  r.get('/api/v1/instance/peers', 'optional', () =>
    json(['fedi.example', 'toot.example', 'social.test', 'photos.example']),
  );
  r.get('/api/v1/custom_emojis', 'optional', (c) =>
    json(c.w.customEmojis.map((e) => renderEmoji(c.w, e.shortcode, e.category))),
  );

  r.get('/api/v1/announcements', 'user', (c) => {
    const v = me(c);
    return json([...c.w.announcements.keys()].map((id) => renderAnnouncement(c.w, id, v)));
  });
  r.post('/api/v1/announcements/:id/dismiss', 'user', (c) => {
    const a = c.w.announcements.get(c.params.id ?? '');
    if (!a) throw notFound();
    a.readBy.add(me(c));
    return json({});
  });
  const react = (add: boolean) => (c: Parameters<Parameters<Router['put']>[2]>[0]) => {
    const v = me(c);
    const a = c.w.announcements.get(c.params.id ?? '');
    if (!a) throw notFound();
    const name = c.params.name ?? '';
    const isUnicode = /\p{Extended_Pictographic}/u.test(name);
    if (!isUnicode && !c.w.customEmojis.some((e) => e.shortcode === name)) {
      throw new ApiError(422, 'Validation failed: Name is not a recognized emoji');
    }
    const entry = a.reactions.get(name) ?? { by: new Set<string>(), extra: 0 };
    if (add) entry.by.add(v);
    else entry.by.delete(v);
    a.reactions.set(name, entry);
    c.w.bus.emit('stream', {
      streams: c.w.localUserStreams(),
      event: 'announcement.reaction',
      payload: JSON.stringify({ name, count: entry.by.size + entry.extra, announcement_id: a.id }),
    });
    return json({});
  };
  r.put('/api/v1/announcements/:id/reactions/:name', 'user', react(true));
  r.delete('/api/v1/announcements/:id/reactions/:name', 'user', react(false));

  r.get('/api/v1/preferences', 'user', (c) => {
    me(c);
    return json({
      'posting:default:visibility': 'public',
      'posting:default:sensitive': false,
      'posting:default:language': 'en',
      'posting:default:quote_policy': 'public',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
      'reading:autoplay:gifs': true,
    });
  });

  r.put('/api/web/settings', 'user', (c) => {
    const data = obj(c.p, 'data');
    if (data) c.w.webSettings.set(me(c), { ...(c.w.webSettings.get(me(c)) ?? {}), ...data });
    return json({});
  });
  r.get('/api/web/settings', 'user', (c) => json(c.w.webSettings.get(me(c)) ?? {}));
  const renderPush = (
    id: number,
    sub: { endpoint: string; alerts: Record<string, boolean>; policy: string },
  ) => ({
    id,
    endpoint: sub.endpoint,
    standard: true,
    alerts: sub.alerts,
    policy: sub.policy,
    server_key: VAPID_PUBLIC_KEY,
  });
  const alertsOf = (data: Params | undefined, prev: Record<string, boolean> = {}) => {
    const alerts = { ...prev };
    const given = data ? obj(data, 'alerts') : undefined;
    for (const k of Object.keys(given ?? {})) alerts[k] = bool(given ?? {}, k) ?? false;
    return alerts;
  };
  r.post('/api/web/push_subscriptions', 'user', (c) => {
    const v = me(c);
    const sub = obj(c.p, 'subscription');
    const endpoint = sub ? str(sub, 'endpoint') : undefined;
    const keys = sub ? obj(sub, 'keys') : undefined;
    if (!endpoint || !keys || !str(keys, 'p256dh') || !str(keys, 'auth')) {
      throw new ApiError(422, "Validation failed: Endpoint can't be blank");
    }
    const data = obj(c.p, 'data');
    const token = c.tokenRec?.token ?? '';
    // One subscription per access token: a new one replaces the token's old one.
    for (const [k, old] of c.w.pushSubscriptions) if (old.token === token) c.w.pushSubscriptions.delete(k);
    const id = Math.max(0, ...c.w.pushSubscriptions.keys()) + 1;
    const rec = {
      accountId: v,
      token,
      endpoint,
      alerts: alertsOf(data),
      policy: (data && str(data, 'policy')) ?? 'all',
    };
    c.w.pushSubscriptions.set(id, rec);
    return json(renderPush(id, rec));
  });
  r.put('/api/web/push_subscriptions/:id', 'user', (c) => {
    const v = me(c);
    const id = Number(c.params.id);
    const rec = c.w.pushSubscriptions.get(id);
    if (!rec || rec.accountId !== v) throw notFound();
    const data = obj(c.p, 'data');
    rec.alerts = alertsOf(data, rec.alerts);
    const policy = data ? str(data, 'policy') : undefined;
    if (policy) rec.policy = policy;
    return json(renderPush(id, rec));
  });
  // The standard API's removal: the subscription of this access token, whichever endpoint made it; nothing to
  // remove answers the same empty object.
  r.delete('/api/v1/push/subscription', 'user', (c) => {
    me(c);
    const token = c.tokenRec?.token ?? '';
    for (const [k, rec] of c.w.pushSubscriptions) if (rec.token === token) c.w.pushSubscriptions.delete(k);
    return json({});
  });
}
