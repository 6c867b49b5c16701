// A post's edit history for the tab: each version's HTML through the core's sanitizer (no remote HTML reaches a
// tab), the versions newest first as Mastodon shows them, and what each edit changed from the one before it. An
// entry the normalizer cannot read is left out rather than failing the whole history.

import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { EditChange, StatusEditView, StatusHistory } from '../../shared/protocol/status-history.ts';
import type { StatusEdit } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeStatusEdit } from '../api/normalize/status.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { toMediaView } from '../rows/statusParts.ts';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** What `edit` changed from `before`. */
export function editChanges(before: StatusEdit, edit: StatusEdit): EditChange[] {
  const out: EditChange[] = [];
  if (before.content !== edit.content) out.push('text');
  if (before.spoiler_text !== edit.spoiler_text) out.push('spoiler');
  if (before.sensitive !== edit.sensitive) out.push('sensitive');
  const media = (e: StatusEdit) => e.media_attachments.map((m) => `${m.id}\u0000${m.description ?? ''}`);
  if (!sameList(media(before), media(edit))) out.push('media');
  const poll = (e: StatusEdit) => e.poll?.options.map((o) => o.title) ?? [];
  if (!sameList(poll(before), poll(edit)) || (before.poll === null) !== (edit.poll === null))
    out.push('poll');
  return out;
}

/** The versions of an answer body (oldest first on the wire), newest first. */
export function toStatusHistory(body: unknown, log?: (m: string) => void): StatusHistory {
  const edits: StatusEdit[] = [];
  for (const raw of Array.isArray(body) ? body : []) {
    const parsed = normalizeStatusEdit(raw);
    if (parsed.ok) edits.push(parsed.value);
    else log?.(`status history: ${parsed.error}`);
  }
  const versions = edits.map(
    (e, i): StatusEditView => ({
      createdAt: e.created_at,
      account: toAccountChip(e.account),
      content: sanitizeHtml(e.content, { emojis: e.emojis }),
      spoilerText: e.spoiler_text,
      sensitive: e.sensitive,
      media: e.media_attachments.map((m) => toMediaView(m)),
      pollOptions: e.poll ? e.poll.options.map((o) => o.title) : null,
      original: i === 0,
      changes: i === 0 ? [] : editChanges(edits[i - 1]!, e),
    }),
  );
  return { versions: versions.reverse() };
}

export async function fetchStatusHistory(
  request: (spec: RequestSpec) => Promise<RawResult>,
  statusId: string,
  log?: (m: string) => void,
): Promise<IntentResult> {
  const r = await request({
    call: 'statuses.history',
    method: 'GET',
    path: '/api/v1/statuses/{id}/history',
    pathParams: { id: statusId },
  });
  if (!r.ok) return { ok: false, alert: toAlert(r.error) };
  const value: StatusHistory = toStatusHistory(r.answer.body, log);
  return { ok: true, value };
}
