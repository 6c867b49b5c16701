// Lists (with members) and filters v2 (with keywords and statuses). Filter edits tell the user's streams.
import type { FilterRec } from '../../world/model.ts';
import { paginate } from '../../world/paginate.ts';
import { renderAccount, renderFilter } from '../../world/render.ts';
import { invalid, notFound } from '../../world/world.ts';
import { arr, bool, isFile, num, type Params, type ParamValue, str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';
import { renderList } from './accounts.ts';

const ownList = (c: Ctx) => {
  const l = c.w.lists.get(c.params.id ?? '');
  if (!l || l.ownerId !== me(c)) throw notFound();
  return l;
};

const ownFilter = (c: Ctx, id: string) => {
  const f = c.w.filters.get(id);
  if (!f || f.ownerId !== me(c)) throw notFound();
  return f;
};

const CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'];

/** `keywords_attributes` as an array of objects, from JSON or from Rails-style form fields. */
const keywordAttrs = (p: Params): Params[] => {
  const v = p.keywords_attributes as ParamValue | undefined;
  const list: ParamValue[] = Array.isArray(v)
    ? v
    : v && typeof v === 'object' && !isFile(v)
      ? Object.values(v)
      : [];
  return list.filter(
    (x): x is Params => typeof x === 'object' && x !== null && !Array.isArray(x) && !isFile(x),
  );
};

function applyFilterParams(c: Ctx, f: FilterRec): void {
  const title = str(c.p, 'title');
  if (title !== undefined) f.title = title;
  const ctx = arr(c.p, 'context');
  if (ctx.length) {
    if (ctx.some((x) => !CONTEXTS.includes(x))) throw invalid('Context contains invalid values');
    f.context = ctx;
  }
  const action = str(c.p, 'filter_action');
  if (action !== undefined) {
    if (action !== 'warn' && action !== 'hide' && action !== 'blur')
      throw invalid('Filter action is not included in the list');
    f.action = action;
  }
  if ('expires_in' in c.p) {
    const secs = num(c.p, 'expires_in');
    f.expiresAt = secs && secs > 0 ? c.w.now() + secs * 1000 : null;
  }
  for (const k of keywordAttrs(c.p)) {
    const id = str(k, 'id');
    const destroy = bool(k, '_destroy') ?? false;
    if (id) {
      const existing = f.keywords.find((x) => x.id === id);
      if (!existing) continue;
      if (destroy) f.keywords = f.keywords.filter((x) => x.id !== id);
      else {
        existing.keyword = str(k, 'keyword') ?? existing.keyword;
        existing.wholeWord = bool(k, 'whole_word') ?? existing.wholeWord;
      }
    } else if (!destroy) {
      const keyword = str(k, 'keyword');
      if (keyword)
        f.keywords.push({ id: c.w.nextSmallId(), keyword, wholeWord: bool(k, 'whole_word') ?? true });
    }
  }
}

export function listFilterRoutes(r: Router): void {
  r.get('/api/v1/lists', 'user', (c) => {
    const viewer = me(c);
    return json([...c.w.lists.values()].filter((l) => l.ownerId === viewer).map(renderList));
  });
  r.post('/api/v1/lists', 'user', (c) => {
    const title = str(c.p, 'title');
    if (!title) throw invalid("Title can't be blank");
    const policy = str(c.p, 'replies_policy') ?? 'list';
    const id = c.w.nextSmallId();
    const l = {
      id,
      ownerId: me(c),
      title,
      repliesPolicy: (['followed', 'list', 'none'].includes(policy) ? policy : 'list') as
        | 'followed'
        | 'list'
        | 'none',
      exclusive: bool(c.p, 'exclusive') ?? false,
      accountIds: new Set<string>(),
    };
    c.w.lists.set(id, l);
    return json(renderList(l));
  });
  r.get('/api/v1/lists/:id', 'user', (c) => json(renderList(ownList(c))));
  r.put('/api/v1/lists/:id', 'user', (c) => {
    const l = ownList(c);
    const title = str(c.p, 'title');
    if (title !== undefined) {
      if (!title) throw invalid("Title can't be blank");
      l.title = title;
    }
    const policy = str(c.p, 'replies_policy');
    if (policy === 'followed' || policy === 'list' || policy === 'none') l.repliesPolicy = policy;
    const exclusive = bool(c.p, 'exclusive');
    if (exclusive !== undefined) l.exclusive = exclusive;
    return json(renderList(l));
  });
  r.delete('/api/v1/lists/:id', 'user', (c) => {
    c.w.lists.delete(ownList(c).id);
    return json({});
  });
  r.get('/api/v1/lists/:id/accounts', 'user', (c) => {
    const l = ownList(c);
    const members = [...l.accountIds].sort((a, b) => (BigInt(b) > BigInt(a) ? 1 : -1));
    // limit=0 means all of them, without paging.
    if (str(c.p, 'limit') === '0') return json(members.map((id) => renderAccount(c.w, id)));
    const pp = pageParams(c, 40, 80);
    return paged(
      c,
      paginate(members, (id) => id, pp),
      pp.limit,
      (id) => renderAccount(c.w, id),
    );
  });
  r.post('/api/v1/lists/:id/accounts', 'user', (c) => {
    const l = ownList(c);
    const viewer = me(c);
    const ids = arr(c.p, 'account_ids');
    // As Mastodon validates each membership: the account exists (404), the owner follows it and it is not in the
    // list yet (422); nothing is added unless every one passes.
    for (const id of ids) {
      c.w.account(id);
      if (!c.w.isFollowing(viewer, id)) throw invalid('Account is not followed');
      if (l.accountIds.has(id)) throw invalid('Account has already been taken');
    }
    for (const id of ids) l.accountIds.add(id);
    return json({});
  });
  r.delete('/api/v1/lists/:id/accounts', 'user', (c) => {
    const l = ownList(c);
    for (const id of arr(c.p, 'account_ids')) l.accountIds.delete(id);
    return json({});
  });

  r.get('/api/v2/filters', 'user', (c) => {
    const viewer = me(c);
    return json([...c.w.filters.values()].filter((f) => f.ownerId === viewer).map(renderFilter));
  });
  r.post('/api/v2/filters', 'user', (c) => {
    const viewer = me(c);
    if (!str(c.p, 'title')) throw invalid("Title can't be blank");
    if (arr(c.p, 'context').length === 0) throw invalid("Context can't be blank");
    const f: FilterRec = {
      id: c.w.nextSmallId(),
      ownerId: viewer,
      title: '',
      context: [],
      expiresAt: null,
      action: 'warn',
      keywords: [],
      statuses: [],
    };
    applyFilterParams(c, f);
    c.w.filters.set(f.id, f);
    c.w.publishFiltersChanged(viewer);
    return json(renderFilter(f));
  });
  r.get('/api/v2/filters/keywords/:id', 'user', (c) => {
    for (const f of c.w.filters.values()) {
      const k = f.ownerId === me(c) ? f.keywords.find((x) => x.id === c.params.id) : undefined;
      if (k) return json({ id: k.id, keyword: k.keyword, whole_word: k.wholeWord });
    }
    throw notFound();
  });
  r.put('/api/v2/filters/keywords/:id', 'user', (c) => {
    for (const f of c.w.filters.values()) {
      const k = f.ownerId === me(c) ? f.keywords.find((x) => x.id === c.params.id) : undefined;
      if (k) {
        k.keyword = str(c.p, 'keyword') ?? k.keyword;
        k.wholeWord = bool(c.p, 'whole_word') ?? k.wholeWord;
        c.w.publishFiltersChanged(f.ownerId);
        return json({ id: k.id, keyword: k.keyword, whole_word: k.wholeWord });
      }
    }
    throw notFound();
  });
  r.delete('/api/v2/filters/keywords/:id', 'user', (c) => {
    for (const f of c.w.filters.values()) {
      if (f.ownerId === me(c) && f.keywords.some((x) => x.id === c.params.id)) {
        f.keywords = f.keywords.filter((x) => x.id !== c.params.id);
        c.w.publishFiltersChanged(f.ownerId);
        return json({});
      }
    }
    throw notFound();
  });
  r.get('/api/v2/filters/statuses/:id', 'user', (c) => {
    for (const f of c.w.filters.values()) {
      const s = f.ownerId === me(c) ? f.statuses.find((x) => x.id === c.params.id) : undefined;
      if (s) return json({ id: s.id, status_id: s.statusId });
    }
    throw notFound();
  });
  r.delete('/api/v2/filters/statuses/:id', 'user', (c) => {
    for (const f of c.w.filters.values()) {
      if (f.ownerId === me(c) && f.statuses.some((x) => x.id === c.params.id)) {
        f.statuses = f.statuses.filter((x) => x.id !== c.params.id);
        c.w.publishFiltersChanged(f.ownerId);
        return json({});
      }
    }
    throw notFound();
  });
  r.get('/api/v2/filters/:id', 'user', (c) => json(renderFilter(ownFilter(c, c.params.id ?? ''))));
  r.put('/api/v2/filters/:id', 'user', (c) => {
    const f = ownFilter(c, c.params.id ?? '');
    applyFilterParams(c, f);
    c.w.publishFiltersChanged(f.ownerId);
    return json(renderFilter(f));
  });
  r.delete('/api/v2/filters/:id', 'user', (c) => {
    const f = ownFilter(c, c.params.id ?? '');
    c.w.filters.delete(f.id);
    c.w.publishFiltersChanged(f.ownerId);
    return json({});
  });
  r.get('/api/v2/filters/:id/keywords', 'user', (c) =>
    json(
      ownFilter(c, c.params.id ?? '').keywords.map((k) => ({
        id: k.id,
        keyword: k.keyword,
        whole_word: k.wholeWord,
      })),
    ),
  );
  r.post('/api/v2/filters/:id/keywords', 'user', (c) => {
    const f = ownFilter(c, c.params.id ?? '');
    const keyword = str(c.p, 'keyword');
    if (!keyword) throw invalid("Keyword can't be blank");
    const k = { id: c.w.nextSmallId(), keyword, wholeWord: bool(c.p, 'whole_word') ?? true };
    f.keywords.push(k);
    c.w.publishFiltersChanged(f.ownerId);
    return json({ id: k.id, keyword: k.keyword, whole_word: k.wholeWord });
  });
  r.get('/api/v2/filters/:id/statuses', 'user', (c) =>
    json(ownFilter(c, c.params.id ?? '').statuses.map((s) => ({ id: s.id, status_id: s.statusId }))),
  );
  r.post('/api/v2/filters/:id/statuses', 'user', (c) => {
    const f = ownFilter(c, c.params.id ?? '');
    const statusId = str(c.p, 'status_id') ?? '';
    c.w.status(statusId);
    if (f.statuses.some((x) => x.statusId === statusId)) throw invalid('Status has already been taken');
    const s = { id: c.w.nextSmallId(), statusId };
    f.statuses.push(s);
    c.w.publishFiltersChanged(f.ownerId);
    return json({ id: s.id, status_id: s.statusId });
  });
  // v1 filters: read-only view of the v2 keywords, as the real server keeps them.
  r.get('/api/v1/filters', 'user', (c) => {
    const viewer = me(c);
    const out: unknown[] = [];
    for (const f of c.w.filters.values()) {
      if (f.ownerId !== viewer) continue;
      for (const k of f.keywords) {
        out.push({
          id: k.id,
          phrase: k.keyword,
          context: f.context,
          whole_word: k.wholeWord,
          expires_at: f.expiresAt !== null ? new Date(f.expiresAt).toISOString() : null,
          irreversible: f.action === 'hide',
        });
      }
    }
    return json(out);
  });
}
