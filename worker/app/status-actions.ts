// Acting on a post from its row: deleting it (with redraft, its source text goes back to the compose area, section
// 4) and voting in its poll. A failure comes back as an alert the row shows.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { Poll } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { Transport } from '../api/transport.ts';
import type { EntityStore } from '../store/entityStore.ts';
import type { createNotificationWiring } from './notifications.ts';
import type { createTimelineWiring } from './timelines.ts';

export interface StatusActionsDeps {
  request: Transport['request'];
  store: EntityStore;
  timelines: ReturnType<typeof createTimelineWiring>;
  notifications: ReturnType<typeof createNotificationWiring>;
}

export function createStatusActions(deps: StatusActionsDeps) {
  const { request, store, timelines, notifications } = deps;
  return {
    /** Deletes a post; with redraft, answers its source text for the compose area (section 4). */
    async deleteStatus(id: string, redraft: boolean): Promise<IntentResult> {
      const r = await request({
        call: 'statuses.delete',
        method: 'DELETE',
        path: '/api/v1/statuses/{id}',
        pathParams: { id },
        query: redraft ? { delete_media: false } : undefined,
      });
      if (!r.ok) return { ok: false, alert: toAlert(r.error) };
      timelines.onEvent({ event: 'delete', stream: [], payload: id });
      notifications.onStatusDeleted(id);
      const text = (r.answer.body as { text?: unknown }).text;
      return { ok: true, value: redraft ? { text: typeof text === 'string' ? text : '' } : undefined };
    },
    async vote(pollId: string, choices: number[]): Promise<IntentResult> {
      const r = await request({
        call: 'polls.vote',
        method: 'POST',
        path: '/api/v1/polls/{id}/votes',
        pathParams: { id: pollId },
        json: { choices },
      });
      if (!r.ok) return { ok: false, alert: toAlert(r.error) };
      store.upsertPoll(r.answer.body as Poll);
      return { ok: true };
    },
  };
}
