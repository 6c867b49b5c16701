// The control API under /_demo/ for other processes (benchmarks, browsers, end-to-end tests): stats, load,
// faults, making a post or a notification on demand, and a token to act as any account of the world. Not part of Mastodon's API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSettings, Faults } from '../faults.ts';
import type { LoadGenerator } from '../load.ts';
import { finishHomeFeedBuild, homeFeedBuilding, startHomeFeedBuild } from '../world/home-feed.ts';
import type { NotificationType } from '../world/model.ts';
import { renderAnnouncement, renderNotification, renderStatus } from '../world/render.ts';
import { ApiError, type World } from '../world/world.ts';

export interface ControlDeps {
  world: World;
  faults: Faults;
  load: LoadGenerator;
  demoId: () => string;
  stats: () => Record<string, unknown>;
  resetRequests: () => void;
  /** A bearer token of any account of the world: tests act as the other side (accept a follow request…). */
  tokenFor: (accountId: string) => string;
}

const readJson = (req: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const v: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        resolve(v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });

const reply = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify(body));
};

export async function serveControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: ControlDeps,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const { world: w } = deps;
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST',
    });
    res.end();
    return true;
  }
  if (path === '/_demo/stats' && method === 'GET') {
    reply(res, 200, deps.stats());
    return true;
  }
  if (path === '/_demo/stats/reset' && method === 'POST') {
    deps.resetRequests();
    reply(res, 200, {});
    return true;
  }
  if (path === '/_demo/load' && method === 'POST') {
    const b = await readJson(req);
    const posts = Number(b.postsPerSecond ?? 0);
    const notes = Number(b.notificationsPerSecond ?? 0);
    if (posts > 0 || notes > 0) {
      deps.load.start({
        postsPerSecond: posts,
        notificationsPerSecond: notes,
        ...(typeof b.stream === 'string' ? { stream: b.stream } : {}),
      });
    } else {
      deps.load.stop();
    }
    reply(res, 200, { running: deps.load.running(), rates: deps.load.rates(), totals: deps.load.totals() });
    return true;
  }
  if (path === '/_demo/faults' && method === 'POST') {
    const b = await readJson(req);
    if (b.dropSockets === true) deps.faults.dropSockets();
    deps.faults.set(b as FaultSettings);
    reply(res, 200, deps.faults.settings());
    return true;
  }
  if (path === '/_demo/home-feed' && method === 'POST') {
    // { building: true, answers?: n, acct?: name }: the account's home feed is rebuilt, its next n home answers
    // are partial (206); { building: false } makes it whole at once.
    const b = await readJson(req);
    const who = typeof b.acct === 'string' ? w.lookup(b.acct)?.id : deps.demoId();
    if (!who) {
      reply(res, 404, { error: 'Record not found' });
      return true;
    }
    if (b.building === false) finishHomeFeedBuild(w, who);
    else startHomeFeedBuild(w, who, typeof b.answers === 'number' ? b.answers : 2);
    reply(res, 200, { building: homeFeedBuilding(w, who) });
    return true;
  }
  if (path === '/_demo/post' && method === 'POST') {
    const b = await readJson(req);
    const demo = deps.demoId();
    const followed = [...w.follows.values()].filter((e) => e.from === demo).map((e) => e.to);
    const named = typeof b.acct === 'string' ? w.lookup(b.acct) : null;
    const author = named?.id ?? followed[0];
    if (!author) {
      reply(res, 422, { error: 'Validation failed: no followed account' });
      return true;
    }
    try {
      const s = w.createStatus(author, {
        text:
          typeof b.text === 'string'
            ? b.text
            : `A post made on request at ${new Date(w.now()).toISOString()}`,
        spoilerText: typeof b.spoiler_text === 'string' ? b.spoiler_text : '',
        visibility:
          b.visibility === 'unlisted' || b.visibility === 'private' || b.visibility === 'direct'
            ? b.visibility
            : 'public',
        inReplyToId: typeof b.in_reply_to_id === 'string' ? b.in_reply_to_id : null,
      });
      reply(res, 200, renderStatus(w, s.id, demo));
    } catch (e) {
      reply(res, e instanceof ApiError ? e.status : 500, { error: e instanceof Error ? e.message : 'error' });
    }
    return true;
  }
  if (path === '/_demo/direct' && method === 'POST') {
    // { acct?, text? }: another account (a followed one unless named) sends the demo user a direct post, as a
    // mention: the conversation of each participant is made or moved up and streamed on their `direct` stream.
    const b = await readJson(req);
    const demo = deps.demoId();
    const named = typeof b.acct === 'string' ? w.lookup(b.acct) : null;
    const author = named?.id ?? [...w.follows.values()].find((e) => e.from === demo)?.to;
    if (!author || author === demo) {
      reply(res, 422, { error: 'Validation failed: no other account to write from' });
      return true;
    }
    const text =
      typeof b.text === 'string' && b.text.trim() !== '' ? b.text : 'A private word, sent on request.';
    const s = w.createStatus(author, { text: `@${w.account(demo).username} ${text}`, visibility: 'direct' });
    reply(res, 200, renderStatus(w, s.id, demo));
    return true;
  }
  if (path === '/_demo/announcement' && method === 'POST') {
    const b = await readJson(req);
    if (typeof b.delete === 'string') {
      try {
        w.removeAnnouncement(b.delete);
        reply(res, 200, {});
      } catch {
        reply(res, 404, { error: 'Record not found' });
      }
      return true;
    }
    const a = w.addAnnouncement(typeof b.content === 'string' ? b.content : '<p>A new announcement.</p>');
    reply(res, 200, renderAnnouncement(w, a.id, deps.demoId()));
    return true;
  }
  if (path === '/_demo/token' && method === 'POST') {
    // { acct } → a token of that account, used with the real API (POST /api/v1/follow_requests/{id}/authorize…).
    const b = await readJson(req);
    const a = typeof b.acct === 'string' ? w.lookup(b.acct) : null;
    if (!a) reply(res, 404, { error: 'Record not found' });
    else reply(res, 200, { token: deps.tokenFor(a.id), account_id: a.id });
    return true;
  }
  if (path === '/_demo/notification' && method === 'POST') {
    const b = await readJson(req);
    const demo = deps.demoId();
    const type = (typeof b.type === 'string' ? b.type : 'follow') as NotificationType;
    const from = [...w.accounts.keys()].find((id) => id !== demo && !w.account(id).domain) ?? demo;
    const own = [...w.statusOrder].reverse().find((id) => {
      const s = w.statuses.get(id);
      return s !== undefined && s.accountId === demo && !s.deleted && !s.reblogOfId;
    });
    const n = w.notify(demo, type, from, {
      statusId: type === 'favourite' || type === 'reblog' ? (own ?? null) : null,
    });
    reply(
      res,
      n ? 200 : 422,
      n ? renderNotification(w, n, demo) : { error: 'Validation failed: notification not created' },
    );
    return true;
  }
  return false;
}
