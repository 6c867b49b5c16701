// Statuses, polls and media: posting (with Idempotency-Key), editing with history, deleting (the answer carries
// `text`, not `content`), interactions, and uploads that process for a couple of polls (202 → 206 → 200).
import { isQuotePolicy, quoteApprovalFor, quoteVisibility } from '../../../shared/compose/quote-rules.ts';
import { statusLength } from '../../../shared/status-length.ts';
import { playableFor } from '../../media/demo-media.ts';
import { blurhashFor } from '../../world/art.ts';
import type { StatusRec } from '../../world/model.ts';
import { paginate } from '../../world/paginate.ts';
import {
  iso,
  renderAccount,
  renderMedia,
  renderPoll,
  renderStatus,
  renderStatuses,
} from '../../world/render.ts';
import { formatText } from '../../world/text.ts';
import { context as threadContext } from '../../world/timelines.ts';
import { translateStatus } from '../../world/translate.ts';
import { invalid, type NewStatus, notFound } from '../../world/world.ts';
import { arr, bool, isFile, num, obj, type Params, str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';
import { renderScheduled, scheduledTime } from './scheduled.ts';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

function statusInput(c: Ctx, opts: { creating: boolean } = { creating: false }): NewStatus {
  const p = c.p;
  const visibility = str(p, 'visibility');
  if (
    visibility !== undefined &&
    visibility !== '' &&
    !(VISIBILITIES as readonly string[]).includes(visibility)
  ) {
    throw invalid('Visibility is not included in the list');
  }
  const pollP = obj(p, 'poll');
  let poll: NewStatus['poll'] = null;
  if (pollP) {
    const options = arr(pollP, 'options');
    if (options.some((o) => o.trim() === '' || o.length > 50)) throw invalid('Poll options are invalid');
    if (new Set(options).size !== options.length) throw invalid('Poll options must be unique');
    const expires = num(pollP, 'expires_in') ?? 86400;
    if (expires < 300 || expires > 2629746) throw invalid('Poll expiration is invalid');
    poll = { options, expiresInS: expires, multiple: bool(pollP, 'multiple') ?? false };
  }
  let text = str(p, 'status') ?? '';
  let spoilerText = str(p, 'spoiler_text') ?? '';
  // Mastodon's StatusLengthValidator: the warning and the text together, in grapheme clusters, URLs as 23.
  if (statusLength(text, spoilerText) > 500) throw invalid('Text character limit of 500 exceeded');
  // Mastodon's PostStatusService posts a warning without text as the text itself (a new post, not an edit).
  if (opts.creating && text.trim() === '' && spoilerText.trim() !== '') {
    text = spoilerText;
    spoilerText = '';
  }
  const mediaIds = arr(p, 'media_ids');
  for (const id of mediaIds) {
    const m = c.w.media.get(id);
    if (m && m.processingPolls > 0)
      throw invalid('Cannot attach files that have not finished processing. Try again in a moment!');
  }
  // media_attributes (edits): descriptions and focus points of attached media.
  const attrs = p.media_attributes;
  if (Array.isArray(attrs)) {
    for (const a of attrs) {
      if (typeof a !== 'object' || a === null || Array.isArray(a) || isFile(a)) continue;
      const m = c.w.media.get(str(a as Params, 'id') ?? '');
      if (!m) continue;
      const d = str(a as Params, 'description');
      if (d !== undefined) m.description = d;
      const focus = parseFocus(str(a as Params, 'focus'));
      if (focus) m.focus = focus;
    }
  }
  return {
    text,
    spoilerText,
    sensitive: bool(p, 'sensitive') ?? false,
    visibility: (visibility || 'public') as NewStatus['visibility'],
    language: str(p, 'language') || 'en',
    inReplyToId: str(p, 'in_reply_to_id') || null,
    quoteOfId: str(p, 'quoted_status_id') || null,
    ...quotePolicyOf(str(p, 'quote_approval_policy')),
    mediaIds,
    poll,
    localOnly: bool(p, 'local_only') ?? false,
    application: 'Woolly',
  };
}

/** `quote_approval_policy`: one of public, followers, nobody (422 otherwise); absent keeps the default. */
function quotePolicyOf(raw: string | undefined): Pick<NewStatus, 'quotePolicy'> {
  if (raw === undefined || raw === '') return {};
  if (!isQuotePolicy(raw)) throw invalid('Quote approval policy is not included in the list');
  return { quotePolicy: raw };
}

/** Mastodon 4.5: a quote needs the quoted post's policy to allow the author; quoting a followers-only post makes
 *  the quote followers-only (or keeps it direct). */
function checkQuote(c: Ctx, viewer: string, input: NewStatus): void {
  if (!input.quoteOfId) return;
  const q = c.w.visibleStatus(viewer, input.quoteOfId);
  const approval = quoteApprovalFor(
    { policy: q.quotePolicy ?? 'public', visibility: q.visibility, own: q.accountId === viewer },
    { signedIn: true, follows: c.w.isFollowing(viewer, q.accountId) },
  );
  if (approval.current_user === 'denied') throw invalid('Validation failed: Quoted status is not quotable');
  const chosen = input.visibility ?? 'public';
  input.visibility = quoteVisibility(q.visibility, chosen);
}

const parseFocus = (raw: string | undefined): { x: number; y: number } | null => {
  if (!raw) return null;
  const [x, y] = raw.split(',').map(Number);
  return x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
};

const st = (c: Ctx, s: StatusRec) => json(renderStatus(c.w, s.id, c.viewer));

export function statusRoutes(r: Router): void {
  r.post('/api/v1/statuses', 'user', (c) => {
    const viewer = me(c);
    const key = c.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key ? `${viewer}:${key}` : null;
    // The same key from the same account answers the status made the first time, with no duplicate.
    const known = idemKey ? c.w.idempotency.get(idemKey) : undefined;
    if (known && c.w.statuses.has(known)) return json(renderStatus(c.w, known, viewer));
    const input = statusInput(c, { creating: true });
    checkQuote(c, viewer, input);
    // scheduled_at: kept for later (422 under 5 minutes ahead); a time already past posts now, as Mastodon does.
    const at = scheduledTime(c);
    if (at !== null && at > c.w.now()) {
      if (input.inReplyToId) c.w.visibleStatus(viewer, input.inReplyToId);
      const known = idemKey ? c.w.idempotency.get(`scheduled:${idemKey}`) : undefined;
      const rec = known ? c.w.scheduled.recs.get(known) : undefined;
      if (rec) return json(renderScheduled(c.w, rec));
      const made = c.w.scheduled.schedule(viewer, input, at);
      if (idemKey) c.w.idempotency.set(`scheduled:${idemKey}`, made.id);
      return json(renderScheduled(c.w, made));
    }
    const s = c.w.createStatus(viewer, input);
    if (idemKey) c.w.idempotency.set(idemKey, s.id);
    return json(renderStatus(c.w, s.id, viewer));
  });
  r.get('/api/v1/statuses', 'optional', (c) =>
    json(
      arr(c.p, 'id')
        .filter((id) => {
          const s = c.w.statuses.get(id);
          return s !== undefined && c.w.canSee(c.viewer, s);
        })
        .map((id) => renderStatus(c.w, id, c.viewer)),
    ),
  );
  r.get('/api/v1/statuses/:id', 'optional', (c) => st(c, c.w.visibleStatus(c.viewer, c.params.id ?? '')));
  r.put('/api/v1/statuses/:id', 'user', (c) => {
    const viewer = me(c);
    const s = c.w.editStatus(viewer, c.params.id ?? '', statusInput(c));
    return st(c, s);
  });
  r.delete('/api/v1/statuses/:id', 'user', (c) => {
    const s = c.w.deleteStatus(me(c), c.params.id ?? '');
    return json(renderStatus(c.w, s.id, c.viewer, { deleted: true }));
  });
  r.get('/api/v1/statuses/:id/context', 'optional', (c) => {
    const ctx = threadContext(c.w, c.viewer, c.params.id ?? '');
    return json({
      ancestors: renderStatuses(c.w, ctx.ancestors, c.viewer),
      descendants: renderStatuses(c.w, ctx.descendants, c.viewer),
    });
  });
  r.get('/api/v1/statuses/:id/source', 'user', (c) => {
    const s = c.w.status(c.params.id ?? '');
    if (s.accountId !== me(c)) throw notFound();
    return json({ id: s.id, text: s.text, spoiler_text: s.spoilerText });
  });
  r.get('/api/v1/statuses/:id/history', 'optional', (c) => {
    const s = c.w.visibleStatus(c.viewer, c.params.id ?? '');
    const account = renderAccount(c.w, s.accountId);
    const version = (
      at: number,
      text: string,
      spoiler: string,
      sensitive: boolean,
      mediaIds: string[],
      pollOptions: string[] | null,
    ) => ({
      content: formatText(text, (acct) => c.w.lookup(acct), c.w).html,
      spoiler_text: spoiler,
      sensitive,
      created_at: iso(at),
      account,
      poll: pollOptions ? { options: pollOptions.map((title) => ({ title })) } : null,
      media_attachments: mediaIds.flatMap((m) => {
        const rec = c.w.media.get(m);
        return rec ? [renderMedia(c.w, rec)] : [];
      }),
      emojis: [],
    });
    const poll = s.pollId ? c.w.polls.get(s.pollId) : undefined;
    return json([
      ...s.history.map((h) => version(h.at, h.text, h.spoilerText, h.sensitive, h.mediaIds, h.pollOptions)),
      version(
        s.editedAt ?? s.createdAt,
        s.text,
        s.spoilerText,
        s.sensitive,
        s.mediaIds,
        poll ? poll.options : null,
      ),
    ]);
  });
  r.get('/api/v1/statuses/:id/reblogged_by', 'optional', (c) => {
    const s = c.w.visibleStatus(c.viewer, c.params.id ?? '');
    const boosts = [...s.reblogIds]
      .map((id) => c.w.statuses.get(id))
      .filter((b): b is StatusRec => b !== undefined && !b.deleted)
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const pp = pageParams(c, 40, 80);
    return paged(
      c,
      paginate(boosts, (b) => b.id, pp),
      pp.limit,
      (b) => renderAccount(c.w, b.accountId),
    );
  });
  r.get('/api/v1/statuses/:id/favourited_by', 'optional', (c) => {
    const s = c.w.visibleStatus(c.viewer, c.params.id ?? '');
    const edges = [...c.w.favourites.values()]
      .filter((e) => e.to === s.id)
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const pp = pageParams(c, 40, 80);
    return paged(
      c,
      paginate(edges, (e) => e.id, pp),
      pp.limit,
      (e) => renderAccount(c.w, e.from),
    );
  });
  r.get('/api/v1/statuses/:id/quotes', 'user', (c) => {
    const s = c.w.visibleStatus(c.viewer, c.params.id ?? '');
    const quotes = [...c.w.statuses.values()]
      .filter((q) => q.quoteOfId === s.id && !q.deleted && c.w.canSee(c.viewer, q))
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
    const pp = pageParams(c, 20, 40);
    return paged(
      c,
      paginate(quotes, (q) => q.id, pp),
      pp.limit,
      (q) => renderStatus(c.w, q.id, c.viewer),
    );
  });
  const action = (name: string, run: (c: Ctx, viewer: string, id: string) => StatusRec) =>
    r.post(`/api/v1/statuses/:id/${name}`, 'user', (c) => st(c, run(c, me(c), c.params.id ?? '')));
  action('favourite', (c, v, id) => c.w.favourite(v, id));
  action('unfavourite', (c, v, id) => c.w.unfavourite(v, id));
  action('bookmark', (c, v, id) => c.w.bookmark(v, id, true));
  action('unbookmark', (c, v, id) => c.w.bookmark(v, id, false));
  action('mute', (c, v, id) => c.w.muteConversation(v, id, true));
  action('unmute', (c, v, id) => c.w.muteConversation(v, id, false));
  action('pin', (c, v, id) => c.w.pin(v, id, true));
  action('unpin', (c, v, id) => c.w.pin(v, id, false));
  action('reblog', (c, v, id) => {
    const vis = str(c.p, 'visibility');
    return c.w.reblog(v, id, vis === 'unlisted' || vis === 'private' ? vis : 'public');
  });
  action('unreblog', (c, v, id) => c.w.unreblog(v, id));
  // The stand-in translation service (demo/world/translate.ts): 404 for a post that cannot be translated, 503 for a
  // pair it does not have.
  r.post('/api/v1/statuses/:id/translate', 'user', (c) => {
    const s = c.w.visibleStatus(c.viewer, c.params.id ?? '');
    const html = formatText(s.text, (acct) => c.w.lookup(acct), c.w).html;
    const media = s.mediaIds.map((id) => ({ id, description: c.w.media.get(id)?.description ?? null }));
    const poll = s.pollId ? c.w.polls.get(s.pollId) : undefined;
    const target = str(c.p, 'lang') || 'en';
    return json(
      translateStatus(s, html, target, media, poll ? { id: poll.id, options: poll.options } : null),
    );
  });

  r.get('/api/v1/polls/:id', 'optional', (c) => {
    const p = c.w.polls.get(c.params.id ?? '');
    if (!p) throw notFound();
    return json(renderPoll(c.w, p, c.viewer));
  });
  r.post('/api/v1/polls/:id/votes', 'user', (c) => {
    const viewer = me(c);
    const p = c.w.vote(viewer, c.params.id ?? '', arr(c.p, 'choices').map(Number));
    return json(renderPoll(c.w, p, viewer));
  });

  const upload = (c: Ctx, v2: boolean) => {
    const viewer = me(c);
    const file = c.p.file;
    if (!isFile(file)) throw invalid("File can't be blank");
    const ct = file.contentType.toLowerCase();
    const type =
      ct === 'image/gif'
        ? 'gifv'
        : ct.startsWith('video/')
          ? 'video'
          : ct.startsWith('audio/')
            ? 'audio'
            : ct.startsWith('image/')
              ? 'image'
              : null;
    if (!type) throw invalid('File content type is invalid');
    // The demo keeps no uploaded video or sound: once processed, one is served as its own small clip or tune
    // (demo/media/), so the size and length are those.
    const playable = playableFor(type);
    const dims = playable
      ? { width: playable.width || 1, height: playable.height || 1 }
      : (pngSize(file.data) ?? { width: 1200, height: 800 });
    // Small images are ready at once; video, audio, gifs and large files process for a couple of polls.
    const slow = type !== 'image' || file.data.length > 256 * 1024;
    const now = c.w.now();
    const look = 500 + c.w.media.size;
    const m = c.w.addMedia({
      id: c.w.mediaIds(now),
      accountId: viewer,
      type,
      description: str(c.p, 'description') ?? null,
      blurhash: type === 'audio' ? null : blurhashFor(look, dims.width, dims.height),
      width: dims.width,
      height: dims.height,
      duration: playable?.durationS ?? null,
      focus: parseFocus(str(c.p, 'focus')),
      look,
      processingPolls: slow ? 2 : 0,
      statusId: null,
      createdAt: now,
    });
    if (slow && v2) return json(renderMedia(c.w, m), 202);
    if (slow) m.processingPolls = 0; // v1 waits for processing before answering
    return json(renderMedia(c.w, m));
  };
  r.post('/api/v2/media', 'user', (c) => upload(c, true));
  r.post('/api/v1/media', 'user', (c) => upload(c, false));
  const ownMedia = (c: Ctx) => {
    const m = c.w.media.get(c.params.id ?? '');
    if (!m || m.accountId !== me(c)) throw notFound();
    return m;
  };
  r.get('/api/v1/media/:id', 'user', (c) => {
    const m = ownMedia(c);
    if (m.processingPolls > 0) {
      m.processingPolls--;
      return json(renderMedia(c.w, { ...m, processingPolls: 1 }), 206);
    }
    return json(renderMedia(c.w, m));
  });
  r.put('/api/v1/media/:id', 'user', (c) => {
    const m = ownMedia(c);
    const d = str(c.p, 'description');
    if (d !== undefined) m.description = d;
    const focus = parseFocus(str(c.p, 'focus'));
    if (focus) m.focus = focus;
    // A thumbnail is stored as sent and becomes the preview (Mastodon keeps it for video and audio).
    if (isFile(c.p.thumbnail)) {
      const file = c.p.thumbnail;
      if (!file.contentType.toLowerCase().startsWith('image/'))
        throw invalid('Thumbnail content type is invalid');
      m.thumbnail = {
        data: new Uint8Array(file.data),
        contentType: file.contentType,
        version: (m.thumbnail?.version ?? 0) + 1,
      };
    }
    return json(renderMedia(c.w, m), m.processingPolls > 0 ? 206 : 200);
  });
  r.delete('/api/v1/media/:id', 'user', (c) => {
    const m = ownMedia(c);
    if (m.statusId) throw invalid('Media attachment is attached to a status');
    c.w.media.delete(m.id);
    return json({});
  });
}

/** Width and height from a PNG header, if the bytes are a PNG. */
function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47) return null;
  return { width: data.readUInt32BE(16) || 1, height: data.readUInt32BE(20) || 1 };
}
