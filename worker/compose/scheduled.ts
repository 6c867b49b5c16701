// Scheduled posts in the core (issue 19 item 6): a page of them (GET /api/v1/scheduled_statuses, paged by the
// Link header's max_id), a new time (PUT with scheduled_at), cancelling (DELETE) and opening one in compose: the
// scheduled post is deleted on the server first and its params become a draft, so it can never be published while
// it is being changed, and a failed DELETE leaves it scheduled and says why.
import { composeLimits, draftDefaults } from '../../shared/compose/draft.ts';
import type { ComposeLaterIntent, ScheduledPage } from '../../shared/protocol/compose-later.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { toAlert, UNEXPECTED } from '../api/alerts.ts';
import { parseLinkHeader } from '../api/link.ts';
import type { Transport } from '../api/transport.ts';
import { draftFromScheduled, normalizeScheduled } from './scheduled-status.ts';

export interface ScheduledDeps {
  request: Transport['request'];
  settings: () => Record<string, unknown>;
  random: () => number;
  /** Keeps a draft under an id, as `draft.save` does (the core's compose drafts). */
  saveDraft: (draftId: string, draft: unknown) => Promise<unknown>;
}

type ScheduledIntent = Extract<ComposeLaterIntent, { type: `scheduled.${string}` }>;

const path = '/api/v1/scheduled_statuses';
const one = (id: string) => ({ path: `${path}/{id}`, pathParams: { id } });
const malformed: IntentResult = { ok: false, alert: UNEXPECTED };

export function createScheduledWiring(deps: ScheduledDeps) {
  const fetchOne = async (id: string) => {
    const r = await deps.request({ call: 'scheduled.fetch', method: 'GET', ...one(id) });
    if (!r.ok) return r;
    const e = normalizeScheduled(r.answer.body);
    return e.ok ? { ok: true as const, entry: e.value } : { ok: false as const, error: null };
  };

  async function list(maxId: string | null | undefined): Promise<IntentResult> {
    const r = await deps.request({
      call: 'scheduled.list',
      method: 'GET',
      path,
      query: maxId ? { max_id: maxId } : {},
    });
    if (!r.ok) return { ok: false, alert: toAlert(r.error) };
    if (!Array.isArray(r.answer.body)) return malformed;
    const items = r.answer.body.flatMap((v) => {
      const e = normalizeScheduled(v);
      return e.ok ? [e.value.item] : [];
    });
    const next = parseLinkHeader(r.answer.headers.get('link')).next?.max_id ?? null;
    const page: ScheduledPage = { items, next };
    return { ok: true, value: page };
  }

  async function intent(i: ScheduledIntent): Promise<IntentResult> {
    switch (i.type) {
      case 'scheduled.list':
        return list(i.maxId);
      case 'scheduled.reschedule': {
        const r = await deps.request({
          call: 'scheduled.update',
          method: 'PUT',
          ...one(i.id),
          json: { scheduled_at: i.scheduledAt },
        });
        if (!r.ok) return { ok: false, alert: toAlert(r.error) };
        const e = normalizeScheduled(r.answer.body);
        return e.ok ? { ok: true, value: e.value.item } : malformed;
      }
      case 'scheduled.cancel': {
        const r = await deps.request({ call: 'scheduled.delete', method: 'DELETE', ...one(i.id) });
        return r.ok ? { ok: true } : { ok: false, alert: toAlert(r.error) };
      }
      case 'scheduled.open': {
        // Its params first (the list may be old), then the DELETE; the draft is kept before answering.
        const got = await fetchOne(i.id);
        if (!got.ok) return got.error ? { ok: false, alert: toAlert(got.error) } : malformed;
        const settings = deps.settings();
        const draft = draftFromScheduled(
          got.entry,
          draftDefaults(settings),
          deps.random,
          composeLimits(settings).pollMaxOptions,
        );
        const del = await deps.request({ call: 'scheduled.delete', method: 'DELETE', ...one(i.id) });
        if (!del.ok) return { ok: false, alert: toAlert(del.error) };
        await deps.saveDraft(i.draftId, draft);
        return { ok: true, value: draft };
      }
    }
  }

  return { intent };
}
