// Compose in the core, for one signed-in account: uploads (media.upload / wait / describe), drafts built from posts
// (compose.from: reply, edit, delete-and-redraft) and the submit of a draft (POST, or PUT when editing, with the
// draft's idempotency key). The requests go through the account's transport; the draft rules are in draft.ts.

import {
  type ComposeDraft,
  composeLimits,
  draftDefaults,
  draftFromStatus,
  hasContent,
  mediaOf,
  replyDraft,
  reviveDraft,
  statusParams,
} from '../../shared/compose/draft.ts';
import { uploadKey } from '../../shared/compose/upload-progress.ts';
import type { UploadRefusal } from '../../shared/compose/upload-rules.ts';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { MediaAttachment, Status } from '../../shared/wire/entities.ts';
import { toAlert, UNEXPECTED } from '../api/alerts.ts';
import { ApiError, type ApiResult } from '../api/errors.ts';
import type { Parsed } from '../api/normalize/primitives.ts';
import { normalizeMedia, normalizeStatus, normalizeStatusSource } from '../api/normalize/status.ts';
import { formBody } from '../api/query.ts';
import type { RequestSpec } from '../api/transport.ts';
import { htmlToText } from '../content/index.ts';
import { quoteDraft } from './quote-draft.ts';
import type { MediaApi } from './upload.ts';
import type { UploadRequest, UploadSpec } from './upload-progress.ts';
import { createUploadService } from './uploads.ts';

export { withUploadProgress } from './upload-progress.ts';

export interface ComposeWiringDeps {
  /** The account's transport; uploads with a progress key publish their bytes sent (upload-progress.ts). */
  request: UploadRequest;
  meId: string | null;
  settings: () => Record<string, unknown>;
  now: () => number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  /** A post edited here: shown edited at once in every view (the stream's status.update may come later). */
  onEdited: (status: Status) => void;
  /** A post deleted for redraft: removed from every view. */
  onDeleted: (statusId: string) => void;
}

type ComposeIntent = Extract<
  Intent,
  { type: 'compose.from' | 'media.upload' | 'media.wait' | 'media.describe' | 'media.update' }
>;

const failed = (error: unknown, refusal?: UploadRefusal): IntentResult => ({
  ok: false,
  alert: refusal
    ? { title: UNEXPECTED.title, message: coreText(refusal) }
    : error instanceof ApiError
      ? toAlert(error)
      : UNEXPECTED,
});

/** The source a redraft starts from: the DELETE answer's `text`; when a server leaves it out (or empty while the
 *  post has content), the plain text of the content, so the box is never empty for a post that had words. */
export function redraftSource(deleted: Status): { text: string; spoiler_text: string } {
  const text =
    typeof deleted.text === 'string' && deleted.text !== ''
      ? deleted.text
      : htmlToText(deleted.content ?? '');
  return { text, spoiler_text: deleted.spoiler_text ?? '' };
}

/** A short stable digest (FNV-1a): the key of a stored draft that has none (drafts saved by older builds). */
function contentKey(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export function createComposeWiring(deps: ComposeWiringDeps) {
  async function call<T>(
    spec: RequestSpec | UploadSpec,
    parse: (v: never) => Parsed<T>,
  ): Promise<ApiResult<T>> {
    const r = await deps.request(spec);
    if (!r.ok) return r;
    const parsed = parse(r.answer.body as never);
    if (!parsed.ok)
      return {
        ok: false,
        error: new ApiError({ kind: 'invalid', call: spec.call, method: spec.method, url: spec.path }),
      };
    return { ok: true, value: parsed.value, status: r.answer.status };
  }

  const media = (id: string) => ({ id });
  const api: MediaApi = {
    upload: ({ progressKey, ...fields }) =>
      call(
        {
          call: 'media.upload',
          method: 'POST',
          path: '/api/v2/media',
          form: formBody({ ...fields }),
          ...(progressKey ? { progressKey } : {}),
        },
        normalizeMedia,
      ),
    fetch: (id) =>
      call(
        { call: 'media.fetch', method: 'GET', path: '/api/v1/media/{id}', pathParams: media(id) },
        normalizeMedia,
      ),
    update: (id, fields) =>
      call(
        {
          call: 'media.update',
          method: 'PUT',
          path: '/api/v1/media/{id}',
          pathParams: media(id),
          form: formBody({ ...fields }),
        },
        normalizeMedia,
      ),
  };
  const uploads = createUploadService({
    api,
    sleep: deps.sleep,
    maxMediaAttachments: () => composeLimits(deps.settings()).maxMediaAttachments,
  });

  /** Alt text the server is known to hold, by media id (from uploads, posts read here and PUTs made here). */
  const described = new Map<string, string>();
  const known = (draft: ComposeDraft) => {
    for (const m of draft.media) described.set(m.id, m.description);
    return draft;
  };

  const getStatus = (id: string) =>
    call<Status>(
      { call: 'statuses.fetch', method: 'GET', path: '/api/v1/statuses/{id}', pathParams: { id } },
      (v) => normalizeStatus(v),
    );

  /** The draft for a reply, an edit or a redraft, from the post (section 4). */
  async function from(
    mode: 'reply' | 'edit' | 'redraft' | 'quote',
    statusId: string,
    participants: readonly { id: string; acct: string }[] = [],
  ): Promise<IntentResult> {
    const defaults = draftDefaults(deps.settings());
    if (mode === 'reply') {
      const parent = await getStatus(statusId);
      if (!parent.ok) return failed(parent.error);
      return { ok: true, value: replyDraft(parent.value, deps.meId, defaults, deps.random, participants) };
    }
    if (mode === 'quote') {
      const quoted = await getStatus(statusId);
      if (!quoted.ok) return failed(quoted.error);
      return { ok: true, value: quoteDraft(quoted.value, defaults, deps.settings(), deps.random) };
    }
    if (mode === 'edit') {
      const [status, source] = await Promise.all([
        getStatus(statusId),
        call(
          {
            call: 'statuses.source',
            method: 'GET',
            path: '/api/v1/statuses/{id}/source',
            pathParams: { id: statusId },
          },
          normalizeStatusSource,
        ),
      ]);
      if (!status.ok) return failed(status.error);
      if (!source.ok) return failed(source.error);
      const draft = draftFromStatus(
        status.value,
        source.value,
        'edit',
        defaults,
        deps.now(),
        deps.random,
        composeLimits(deps.settings()).pollMaxOptions,
      );
      return { ok: true, value: known(draft) };
    }
    // Redraft: the DELETE answer carries the source text (not the HTML), the media (kept: delete_media false)
    // and the poll.
    const del = await call<Status>(
      {
        call: 'statuses.delete',
        method: 'DELETE',
        path: '/api/v1/statuses/{id}',
        pathParams: { id: statusId },
        query: { delete_media: false },
      },
      (v) => normalizeStatus(v),
    );
    if (!del.ok) return failed(del.error);
    deps.onDeleted(statusId);
    return {
      ok: true,
      value: known(
        draftFromStatus(
          del.value,
          redraftSource(del.value),
          'redraft',
          defaults,
          deps.now(),
          deps.random,
          composeLimits(deps.settings()).pollMaxOptions,
        ),
      ),
    };
  }

  /** Focus points the server is known to hold, by media id. */
  const focused = new Map<string, string>();
  const describe = async (mediaId: string, description: string, focus?: string) => {
    const r = await uploads.update(mediaId, { description, ...(focus ? { focus } : {}) });
    if (r.ok) described.set(mediaId, r.media.description ?? description);
    if (r.ok && focus) focused.set(mediaId, focus);
    return r;
  };

  /** New posts carry alt text set on the media itself: descriptions the server may not have yet are sent first. */
  async function describeAll(draft: ComposeDraft): Promise<ApiError | null> {
    for (const m of draft.media) {
      const focusKnown = !m.focus || focused.get(m.id) === m.focus;
      if ((!m.description || described.get(m.id) === m.description) && focusKnown) continue;
      const r = await describe(m.id, m.description, m.focus);
      if (!r.ok) return r.error instanceof ApiError ? r.error : null;
    }
    return null;
  }

  async function submit(raw: Record<string, unknown>, draftId: string): Promise<IntentResult> {
    // A stored draft without a language leaves it to the server (the account's default).
    const draft = reviveDraft(raw, { ...draftDefaults(deps.settings()), language: '' });
    if (!draft) return { ok: false, alert: null };
    // Section 5: nothing to post without text, a content warning or media.
    if (!hasContent(draft)) return { ok: false, alert: null };
    if (!draft.editId) {
      const err = await describeAll(draft);
      if (err) return { ok: false, alert: toAlert(err) };
    }
    const json = statusParams(draft);
    const r = await deps.request({
      call: draft.editId ? 'statuses.edit' : 'statuses.create',
      method: draft.editId ? 'PUT' : 'POST',
      path: draft.editId ? '/api/v1/statuses/{id}' : '/api/v1/statuses',
      ...(draft.editId ? { pathParams: { id: draft.editId } } : {}),
      json,
      // The same draft sent twice (a retry, two clicks) is one post; any edit made a new key (ruling 6).
      idempotencyKey:
        typeof raw.idempotencyKey === 'string' && raw.idempotencyKey
          ? raw.idempotencyKey
          : `${draftId}:${contentKey(JSON.stringify(json))}`,
    });
    if (!r.ok) return { ok: false, alert: toAlert(r.error) };
    if (draft.editId) deps.onEdited(r.answer.body as Status);
    return { ok: true, value: r.answer.body };
  }

  async function intent(i: ComposeIntent): Promise<IntentResult> {
    switch (i.type) {
      case 'compose.from':
        return from(i.mode, i.statusId, i.participants);
      case 'media.upload': {
        const r = await uploads.start(
          i.draftId,
          i.file,
          { attachments: i.attachments, hasPoll: i.hasPoll },
          i.uploadId ? { progressKey: uploadKey(i.draftId, i.uploadId) } : {},
        );
        if (!r.ok) return failed(r.error, r.message);
        described.set(r.media.id, r.media.description ?? '');
        return { ok: true, value: { media: mediaOf(r.media), processing: r.processing } };
      }
      case 'media.wait': {
        const r = await uploads.wait(i.mediaId);
        return r.ok ? { ok: true, value: mediaOf(r.media as MediaAttachment) } : failed(r.error);
      }
      case 'media.describe': {
        const r = await describe(i.mediaId, i.description);
        return r.ok ? { ok: true, value: mediaOf(r.media) } : failed(r.error);
      }
      case 'media.update': {
        // Focus point, description and the thumbnail of a video or audio file (PUT, multipart).
        const { type: _type, mediaId, ...fields } = i;
        const r = await uploads.update(mediaId, fields);
        if (!r.ok) return failed(r.error);
        if (fields.description !== undefined)
          described.set(mediaId, r.media.description ?? fields.description);
        if (fields.focus) focused.set(mediaId, fields.focus);
        return { ok: true, value: mediaOf(r.media) };
      }
    }
  }

  return { intent, submit, uploads };
}

export type ComposeWiring = ReturnType<typeof createComposeWiring>;
