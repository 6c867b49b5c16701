// The server's ScheduledStatus read into what a tab shows (shared/protocol/compose-later.ts ScheduledItem), and
// into a compose draft when it is opened in compose. Total: a malformed entry is left out, never thrown.
import {
  type ComposeDraft,
  type DraftDefaults,
  emptyDraft,
  isVisibility,
  mediaOf,
} from '../../shared/compose/draft.ts';
import { normalizePollOptions } from '../../shared/compose/draft-poll.ts';
import type { ScheduledItem } from '../../shared/protocol/compose-later.ts';
import type { MediaAttachment } from '../../shared/wire/entities.ts';
import {
  arr,
  bool,
  idOrNull,
  isObj,
  type Json,
  num,
  objWithId,
  type Parsed,
  str,
  strArr,
  valid,
} from '../api/normalize/primitives.ts';
import { normalizeMedia } from '../api/normalize/status.ts';

/** A ScheduledStatus with its params kept (for compose) beside the item the list shows. */
export interface ScheduledEntry {
  item: ScheduledItem;
  params: Record<string, unknown>;
  media: MediaAttachment[];
}

export function normalizeScheduled(v: Json): Parsed<ScheduledEntry> {
  const head = objWithId(v, 'scheduled status');
  if (!head.ok) return head;
  const { o, id } = head.value;
  const params = isObj(o.params) ? o.params : {};
  const media = arr(o.media_attachments).flatMap((m) => {
    const r = normalizeMedia(m);
    return r.ok ? [r.value] : [];
  });
  const poll = isObj(params.poll) ? params.poll : null;
  return valid({
    item: {
      id,
      scheduledAt: str(o.scheduled_at),
      text: str(params.text),
      spoilerText: str(params.spoiler_text),
      visibility: isVisibility(params.visibility) ? params.visibility : 'public',
      inReplyToId: idOrNull(params.in_reply_to_id),
      media: media.map((m) => ({
        id: m.id,
        type: m.type,
        previewUrl: m.preview_url ?? null,
        description: m.description ?? '',
      })),
      pollOptions: poll ? strArr(poll.options) : null,
    },
    params,
    media,
  });
}

/** The draft a scheduled post is opened as in compose: its text, warning, visibility, language, reply, media
 *  and poll, and its time (still offered; the box checks it again before sending). */
export function draftFromScheduled(
  e: ScheduledEntry,
  defaults: DraftDefaults,
  random: () => number,
  pollMaxOptions: number,
): ComposeDraft {
  const p = e.params;
  const spoilerText = str(p.spoiler_text);
  const poll = isObj(p.poll) ? p.poll : null;
  return {
    ...emptyDraft(defaults, random),
    text: str(p.text),
    spoilerOn: spoilerText !== '',
    spoilerText,
    sensitive: bool(p.sensitive, defaults.sensitive),
    visibility: isVisibility(p.visibility) ? p.visibility : defaults.visibility,
    language: str(p.language) || defaults.language,
    inReplyToId: e.item.inReplyToId,
    media: e.media.map(mediaOf),
    poll:
      poll && e.media.length === 0
        ? {
            options: normalizePollOptions(strArr(poll.options), pollMaxOptions),
            expiresIn: num(poll.expires_in, 86_400),
            multiple: bool(poll.multiple),
          }
        : null,
    scheduledAt: e.item.scheduledAt || null,
  };
}
