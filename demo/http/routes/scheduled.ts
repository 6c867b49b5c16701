// Scheduled posts (GET/PUT/DELETE /api/v1/scheduled_statuses): the account's posts waiting for their time
// (demo/world/scheduled.ts), paged by id with Link headers. Posting with `scheduled_at` is in statuses.ts.

import { paginate } from '../../world/paginate.ts';
import { iso, renderMedia } from '../../world/render.ts';
import type { ScheduledRec } from '../../world/scheduled.ts';
import type { World } from '../../world/world.ts';
import { invalid } from '../../world/world.ts';
import { str } from '../params.ts';
import { type Ctx, json, me, paged, pageParams, type Router } from '../router.ts';

/** The ScheduledStatus entity. `in_reply_to_id` is a string, as Mastodon writes it (`thread&.id&.to_s`): a
 *  snowflake id does not survive a JSON number. */
export function renderScheduled(w: World, r: ScheduledRec): Record<string, unknown> {
  const i = r.input;
  const mediaIds = i.mediaIds ?? [];
  return {
    id: r.id,
    scheduled_at: iso(r.scheduledAt),
    params: {
      text: i.text,
      poll: i.poll
        ? {
            options: i.poll.options,
            expires_in: i.poll.expiresInS,
            multiple: i.poll.multiple,
            hide_totals: false,
          }
        : null,
      media_ids: mediaIds.length ? mediaIds : null,
      sensitive: i.sensitive ?? null,
      spoiler_text: i.spoilerText || null,
      visibility: i.visibility ?? null,
      language: i.language ?? null,
      in_reply_to_id: i.inReplyToId ?? null,
      quoted_status_id: i.quoteOfId ?? null,
      scheduled_at: null,
      idempotency: null,
      with_rate_limit: false,
      application_id: 1,
    },
    media_attachments: mediaIds.flatMap((id) => {
      const m = w.media.get(id);
      return m ? [renderMedia(w, m)] : [];
    }),
  };
}

/** A `scheduled_at` parameter as a time, or a 422 as the server answers a value it cannot read. */
export function scheduledTime(c: Ctx): number | null {
  const raw = str(c.p, 'scheduled_at');
  if (raw === undefined || raw === '') return null;
  const at = Date.parse(raw);
  if (!Number.isFinite(at)) throw invalid('Scheduled at is invalid');
  return at;
}

export function scheduledRoutes(r: Router): void {
  r.get('/api/v1/scheduled_statuses', 'user', (c) => {
    c.w.scheduled.publishDue();
    const pp = pageParams(c, 20, 40);
    return paged(
      c,
      paginate(c.w.scheduled.list(me(c)), (s) => s.id, pp),
      pp.limit,
      (s) => renderScheduled(c.w, s),
    );
  });
  r.get('/api/v1/scheduled_statuses/:id', 'user', (c) => {
    c.w.scheduled.publishDue();
    return json(renderScheduled(c.w, c.w.scheduled.get(me(c), c.params.id ?? '')));
  });
  r.put('/api/v1/scheduled_statuses/:id', 'user', (c) => {
    c.w.scheduled.publishDue();
    const viewer = me(c);
    const at = scheduledTime(c);
    const rec = c.w.scheduled.get(viewer, c.params.id ?? '');
    return json(renderScheduled(c.w, at === null ? rec : c.w.scheduled.reschedule(viewer, rec.id, at)));
  });
  r.delete('/api/v1/scheduled_statuses/:id', 'user', (c) => {
    c.w.scheduled.publishDue();
    c.w.scheduled.cancel(me(c), c.params.id ?? '');
    return json({});
  });
}
