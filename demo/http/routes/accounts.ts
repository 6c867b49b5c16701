// Accounts: profiles, relationships, follows and the lists of accounts around them.
import type { AccountRec, Edge } from '../../world/model.ts';
import { paginate } from '../../world/paginate.ts';
import {
  renderAccount,
  renderCredentialAccount,
  renderRelationship,
  renderStatus,
} from '../../world/render.ts';
import { accountStatuses, collect, pageStatuses } from '../../world/timelines.ts';
import { ApiError, notFound } from '../../world/world.ts';
import { arr, bool, isFile, num, type Params, str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';
import { postingDefaultsFrom } from './posting-defaults.ts';

const byEdge = (c: Ctx, edges: Edge[], pick: (e: Edge) => string) => {
  const pp = pageParams(c, 40, 80);
  const page = paginate(edges, (e) => e.id, pp);
  return paged(c, page, pp.limit, (e) => renderAccount(c.w, pick(e)));
};

const rel = (c: Ctx, id: string) => json(renderRelationship(c.w, me(c), id));

/** The limits update_credentials enforces: the same the instance configuration announces (routes/instance.ts). */
export const PROFILE_LIMITS = {
  maxNameLength: 30,
  maxNoteLength: 500,
  maxFields: 4,
  imageSizeLimit: 16777216,
};
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function accountRoutes(r: Router): void {
  r.get('/api/v1/accounts/verify_credentials', 'user', (c) => json(renderCredentialAccount(c.w, me(c))));
  r.patch('/api/v1/accounts/update_credentials', 'user', (c) => {
    const a = c.w.account(me(c));
    // Everything is checked before anything changes: a refused request leaves the profile as it was.
    const name = str(c.p, 'display_name');
    if (name !== undefined && [...name].length > PROFILE_LIMITS.maxNameLength)
      throw new ApiError(422, 'Validation failed: Display name is too long (maximum is 30 characters)');
    const note = str(c.p, 'note');
    if (note !== undefined && [...note].length > PROFILE_LIMITS.maxNoteLength)
      throw new ApiError(422, 'Validation failed: Note is too long (maximum is 500 characters)');
    const pictures = { avatar: c.p.avatar, header: c.p.header };
    for (const [which, file] of Object.entries(pictures)) {
      if (file === undefined) continue;
      if (!isFile(file) || !PICTURE_TYPES.includes(file.contentType))
        throw new ApiError(
          422,
          `Validation failed: ${which === 'avatar' ? 'Avatar' : 'Header'} has contents that are not what they are reported to be`,
        );
      if (file.data.length > PROFILE_LIMITS.imageSizeLimit)
        throw new ApiError(
          422,
          `Validation failed: ${which === 'avatar' ? 'Avatar' : 'Header'} file size must be less than 16 MB`,
        );
    }
    // fields_attributes[0][name]=…&fields_attributes[0][value]=… (or a JSON array): the profile's fields.
    const fieldsRaw = c.p.fields_attributes;
    let fields: AccountRec['fields'] | undefined;
    if (fieldsRaw && typeof fieldsRaw === 'object' && !isFile(fieldsRaw)) {
      const entries = Array.isArray(fieldsRaw)
        ? fieldsRaw
        : Object.entries(fieldsRaw)
            .sort(([x], [y]) => Number(x) - Number(y))
            .map(([, v]) => v);
      fields = entries
        .filter((f): f is Params => typeof f === 'object' && f !== null && !Array.isArray(f) && !isFile(f))
        .map((f) => ({ name: str(f, 'name') ?? '', value: str(f, 'value') ?? '', verifiedAt: null }))
        .filter((f) => f.name !== '' || f.value !== '');
      if (fields.length > PROFILE_LIMITS.maxFields)
        throw new ApiError(422, 'Validation failed: Fields is too long (maximum is 4 fields)');
    }
    const postingDefaults = postingDefaultsFrom(c.p, a.postingDefaults);
    if (postingDefaults !== undefined) a.postingDefaults = postingDefaults;
    if (name !== undefined) a.displayName = name;
    if (note !== undefined) a.note = note;
    if (fields !== undefined) a.fields = fields;
    const flags = {
      discoverable: bool(c.p, 'discoverable'),
      locked: bool(c.p, 'locked'),
      bot: bool(c.p, 'bot'),
      indexable: bool(c.p, 'indexable'),
      hideCollections: bool(c.p, 'hide_collections'),
    };
    if (flags.discoverable !== undefined) a.discoverable = flags.discoverable;
    if (flags.locked !== undefined) a.locked = flags.locked;
    if (flags.bot !== undefined) a.bot = flags.bot;
    if (flags.indexable !== undefined) a.indexable = flags.indexable;
    if (flags.hideCollections !== undefined) a.hideCollections = flags.hideCollections;
    // New pictures are stored as sent and served from a new address (the version), so every cache shows them.
    const store = (file: unknown, before: AccountRec['avatarFile']) =>
      isFile(file)
        ? {
            data: new Uint8Array(file.data),
            contentType: file.contentType,
            version: (before?.version ?? 0) + 1,
          }
        : before;
    a.avatarFile = store(pictures.avatar, a.avatarFile);
    a.headerFile = store(pictures.header, a.headerFile);
    return json(renderCredentialAccount(c.w, a.id));
  });
  r.get('/api/v1/accounts/relationships', 'user', (c) => {
    const viewer = me(c);
    const ids = [...new Set(arr(c.p, 'id'))].filter((id) => c.w.accounts.has(id));
    return json(ids.map((id) => renderRelationship(c.w, viewer, id)));
  });
  r.get('/api/v1/accounts/familiar_followers', 'user', (c) => {
    const viewer = me(c);
    const ids = arr(c.p, 'id');
    return json(
      ids.map((id) => ({
        id,
        accounts: c.w
          .edgesTo(c.w.follows, id)
          .filter((e) => c.w.isFollowing(viewer, e.from))
          .slice(0, 5)
          .map((e) => renderAccount(c.w, e.from)),
      })),
    );
  });
  r.get('/api/v1/accounts/lookup', 'optional', (c) => {
    const a = c.w.lookup(str(c.p, 'acct') ?? '');
    if (!a) throw notFound();
    return json(renderAccount(c.w, a.id));
  });
  r.get('/api/v1/accounts/search', 'user', (c) => {
    const q = (str(c.p, 'q') ?? '').replace(/^@/, '').toLowerCase();
    const limit = Math.min(num(c.p, 'limit') ?? 40, 80);
    const offset = num(c.p, 'offset') ?? 0;
    // following=true: only accounts the viewer follows (how a list's member search finds candidates).
    const following = bool(c.p, 'following') ?? false;
    const viewer = me(c);
    const hits = [...c.w.accounts.values()].filter(
      (a) =>
        q !== '' &&
        (c.w.acctOf(a).toLowerCase().includes(q) || a.displayName.toLowerCase().includes(q)) &&
        (!following || c.w.isFollowing(viewer, a.id)),
    );
    return json(hits.slice(offset, offset + limit).map((a) => renderAccount(c.w, a.id)));
  });
  r.get('/api/v1/accounts/:id', 'optional', (c) =>
    json(renderAccount(c.w, c.w.account(c.params.id ?? '').id)),
  );
  r.get('/api/v1/accounts/:id/statuses', 'optional', (c) => {
    const a = c.w.account(c.params.id ?? '');
    const pp = pageParams(c, 20, 40);
    const keep = accountStatuses(c.w, c.viewer, a.id, {
      excludeReplies: bool(c.p, 'exclude_replies') ?? false,
      excludeReblogs: bool(c.p, 'exclude_reblogs') ?? false,
      pinned: bool(c.p, 'pinned') ?? false,
      onlyMedia: bool(c.p, 'only_media') ?? false,
      tagged: str(c.p, 'tagged'),
    });
    return paged(c, pageStatuses(c.w, keep, pp), pp.limit, (s) => renderStatus(c.w, s.id, c.viewer));
  });
  r.get('/api/v1/accounts/:id/followers', 'optional', (c) => {
    const a = c.w.account(c.params.id ?? '');
    return byEdge(c, c.w.edgesTo(c.w.follows, a.id), (e) => e.from);
  });
  r.get('/api/v1/accounts/:id/following', 'optional', (c) => {
    const a = c.w.account(c.params.id ?? '');
    return byEdge(c, c.w.edgesFrom(c.w.follows, a.id), (e) => e.to);
  });
  r.get('/api/v1/accounts/:id/featured_tags', 'optional', (c) => {
    const a = c.w.account(c.params.id ?? '');
    return json(featuredTags(c, a.id));
  });
  r.get('/api/v1/accounts/:id/endorsements', 'optional', (c) => {
    const a = c.w.account(c.params.id ?? '');
    return byEdge(c, c.w.edgesFrom(c.w.endorsements, a.id), (e) => e.to);
  });
  r.get('/api/v1/accounts/:id/lists', 'user', (c) => {
    const viewer = me(c);
    const a = c.w.account(c.params.id ?? '');
    return json(
      [...c.w.lists.values()].filter((l) => l.ownerId === viewer && l.accountIds.has(a.id)).map(renderList),
    );
  });
  r.post('/api/v1/accounts/:id/follow', 'user', (c) => {
    const id = c.params.id ?? '';
    // languages[] as Mastodon reads it: given (even empty) replaces the choice, empty meaning all; absent keeps it.
    const given = 'languages' in c.p || 'languages[]' in c.p;
    const languages = arr(c.p, 'languages').filter((l) => /^[a-z]{2,3}$/i.test(l));
    c.w.follow(me(c), id, {
      reblogs: bool(c.p, 'reblogs'),
      notify: bool(c.p, 'notify'),
      ...(given ? { languages: languages.length > 0 ? languages.map((l) => l.toLowerCase()) : null } : {}),
    });
    return rel(c, id);
  });
  const simple = (action: string, run: (c: Ctx, viewer: string, id: string) => void) =>
    r.post(`/api/v1/accounts/:id/${action}`, 'user', (c) => {
      const id = c.params.id ?? '';
      run(c, me(c), id);
      return rel(c, id);
    });
  simple('unfollow', (c, v, id) => c.w.unfollow(v, id));
  simple('block', (c, v, id) => c.w.block(v, id));
  simple('unblock', (c, v, id) => c.w.unblock(v, id));
  simple('mute', (c, v, id) =>
    c.w.mute(v, id, bool(c.p, 'notifications') ?? true, num(c.p, 'duration') ?? 0),
  );
  simple('unmute', (c, v, id) => c.w.unmute(v, id));
  simple('pin', (c, v, id) => c.w.endorse(v, id));
  simple('unpin', (c, v, id) => c.w.unendorse(v, id));
  simple('endorse', (c, v, id) => c.w.endorse(v, id));
  simple('unendorse', (c, v, id) => c.w.unendorse(v, id));
  simple('remove_from_followers', (c, v, id) => c.w.removeFromFollowers(v, id));
  simple('note', (c, v, id) => c.w.setNote(v, id, str(c.p, 'comment') ?? ''));

  r.get('/api/v1/follow_requests', 'user', (c) =>
    byEdge(c, c.w.edgesTo(c.w.followRequests, me(c)), (e) => e.from),
  );
  r.post('/api/v1/follow_requests/:id/authorize', 'user', (c) => {
    const id = c.params.id ?? '';
    c.w.authorizeFollowRequest(me(c), id);
    return rel(c, id);
  });
  r.post('/api/v1/follow_requests/:id/reject', 'user', (c) => {
    const id = c.params.id ?? '';
    c.w.rejectFollowRequest(me(c), id);
    return rel(c, id);
  });
  r.get('/api/v1/blocks', 'user', (c) => byEdge(c, c.w.edgesFrom(c.w.blocks, me(c)), (e) => e.to));
  r.get('/api/v1/mutes', 'user', (c) => {
    // Expired mutes are gone (isMuting drops them); each row says when its mute ends, as Mastodon does.
    const viewer = me(c);
    const live = c.w.edgesFrom(c.w.mutes, viewer).filter((e) => c.w.isMuting(viewer, e.to));
    const pp = pageParams(c, 40, 80);
    const page = paginate(live, (e) => e.id, pp);
    return paged(c, page, pp.limit, (e) => {
      const until = c.w.mutes.get(`${viewer}>${e.to}`)?.expiresAt;
      return {
        ...renderAccount(c.w, e.to),
        mute_expires_at: until != null ? new Date(until).toISOString() : null,
      };
    });
  });
  r.get('/api/v1/endorsements', 'user', (c) =>
    byEdge(c, c.w.edgesFrom(c.w.endorsements, me(c)), (e) => e.to),
  );
  r.get('/api/v1/domain_blocks', 'user', (c) => json([...(c.w.domainBlocks.get(me(c)) ?? [])]));
  r.post('/api/v1/domain_blocks', 'user', (c) => {
    c.w.blockDomain(me(c), str(c.p, 'domain') ?? '');
    return json({});
  });
  r.delete('/api/v1/domain_blocks', 'user', (c) => {
    c.w.unblockDomain(me(c), str(c.p, 'domain') ?? '');
    return json({});
  });
}

export function featuredTags(c: Ctx, accountId: string): unknown[] {
  return [...(c.w.featuredTags.get(accountId)?.values() ?? [])].map((t) => {
    const tagged = collect(c.w, accountStatuses(c.w, null, accountId, { tagged: t.name }));
    return {
      id: t.id,
      name: t.name,
      url: `${c.w.origin}/@${c.w.account(accountId).username}/tagged/${encodeURIComponent(t.name)}`,
      statuses_count: String(tagged.length),
      last_status_at: tagged[0] ? new Date(tagged[0].createdAt).toISOString().slice(0, 10) : null,
    };
  });
}

export const renderList = (l: { id: string; title: string; repliesPolicy: string; exclusive: boolean }) => ({
  id: l.id,
  title: l.title,
  replies_policy: l.repliesPolicy,
  exclusive: l.exclusive,
});
