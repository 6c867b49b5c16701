// Uploads as the core runs them for the tabs (intents media.upload / media.wait / media.describe). The state
// machine of upload.ts, split at the point the tab wants to know about: the first answer (200 ready, or 202
// processing, shown as "Processing…") and then readiness. Processing is polled by the core itself, so an upload
// finishes even if the tab that started it went away. Pending uploads are counted per draft (section 4), from the
// request until the file is ready or failed; the section 5 refusals use that count.
import type { UploadRefusal } from '../../shared/compose/upload-rules.ts';
import type { MediaAttachment } from '../../shared/wire/entities.ts';
import type { ApiResult } from '../api/errors.ts';
import { type MediaApi, retryDelayMs, uploadRefusal } from './upload.ts';

export type StartOutcome =
  | { ok: true; media: MediaAttachment; processing: boolean }
  | { ok: false; error: unknown; message?: UploadRefusal };

export type ReadyOutcome = { ok: true; media: MediaAttachment } | { ok: false; error: unknown };

export interface UploadServiceDeps {
  api: MediaApi;
  sleep: (ms: number) => Promise<void>;
  maxMediaAttachments: () => number;
  /** A server stuck processing must not be polled for ever. */
  maxAttempts?: number;
}

export function createUploadService(deps: UploadServiceDeps) {
  const maxAttempts = deps.maxAttempts ?? 60;
  const pending = new Map<string, number>();
  /** Processing uploads by media id: the poll the core runs, awaited by media.wait. */
  const processing = new Map<string, Promise<ReadyOutcome>>();
  const bump = (draftId: string, by: number) => {
    const n = (pending.get(draftId) ?? 0) + by;
    if (n > 0) pending.set(draftId, n);
    else pending.delete(draftId);
  };

  /** Repeats `step` while it answers 206, waiting (log2(attempt) || 1) s between tries (ruling 7). */
  async function untilReady(step: () => Promise<ApiResult<MediaAttachment>>): Promise<ReadyOutcome> {
    for (let attempt = 1; ; attempt++) {
      const res = await step();
      if (!res.ok) return { ok: false, error: res.error };
      if (res.status !== 206) return { ok: true, media: res.value };
      if (attempt >= maxAttempts) return { ok: false, error: new Error('Media processing timed out.') };
      await deps.sleep(retryDelayMs(attempt));
    }
  }

  return {
    pending: (draftId: string) => pending.get(draftId) ?? 0,

    async start(
      draftId: string,
      file: Blob,
      ctx: { attachments: number; hasPoll: boolean },
      extra: { description?: string; progressKey?: string } = {},
    ): Promise<StartOutcome> {
      const refusal = uploadRefusal({
        attachments: ctx.attachments,
        pending: pending.get(draftId) ?? 0,
        adding: 1,
        maxMediaAttachments: deps.maxMediaAttachments(),
        hasPoll: ctx.hasPoll,
      });
      if (refusal) return { ok: false, error: new Error(refusal), message: refusal };
      bump(draftId, 1);
      let handedOver = false;
      try {
        const first = await deps.api.upload({ file, ...extra });
        if (!first.ok) return { ok: false, error: first.error };
        const ready = first.status === 200 || (first.status !== 202 && first.value.url !== null);
        if (ready) return { ok: true, media: first.value, processing: false };
        // 202: the core polls until 200; the upload stays pending until then.
        const id = first.value.id;
        handedOver = true;
        const poll = untilReady(() => deps.api.fetch(id)).finally(() => {
          bump(draftId, -1);
          // Kept a moment for a media.wait that arrives late; then forgotten.
          void deps.sleep(60_000).then(() => processing.delete(id));
        });
        processing.set(id, poll);
        return { ok: true, media: first.value, processing: true };
      } finally {
        if (!handedOver) bump(draftId, -1);
      }
    },

    /** Resolves when the media is ready: the core's running poll, or a fresh one (e.g. after a core restart). */
    wait(mediaId: string): Promise<ReadyOutcome> {
      return processing.get(mediaId) ?? untilReady(() => deps.api.fetch(mediaId));
    },

    /** Alt text (PUT /api/v1/media/{id}); retried the same way while it answers 206. */
    describe(mediaId: string, description: string): Promise<ReadyOutcome> {
      return untilReady(() => deps.api.update(mediaId, { description }));
    },

    /** Alt text, focus point and thumbnail (PUT /api/v1/media/{id}, multipart), retried while it answers 206. */
    update(
      mediaId: string,
      fields: { description?: string; focus?: string; thumbnail?: Blob },
    ): Promise<ReadyOutcome> {
      return untilReady(() => deps.api.update(mediaId, fields));
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
