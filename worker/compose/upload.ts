// The media upload state machine (section 4, with the limits of section 5 and ruling 7). An upload counts as
// pending from the request until it is ready or failed. `POST /api/v2/media` answers 200 (ready) or 202
// (processing): then `GET /api/v1/media/{id}` is polled until 200; each 206 (still processing) waits
// (log2(attempt) || 1) s before the next try: 1 s, 1 s, 1.58 s, 2 s … Description, focus and thumbnail changes go
// through `PUT /api/v1/media/{id}`, retried the same way while it answers 206.

import type { UploadRefusal } from '../../shared/compose/upload-rules.ts';
import { uploadRefusal } from '../../shared/compose/upload-rules.ts';
import type { MediaAttachment } from '../../shared/wire/entities.ts';
import type { ApiResult } from '../api/errors.ts';

export { UPLOAD_LIMIT_EXCEEDED, UPLOAD_WITH_POLL, uploadRefusal } from '../../shared/compose/upload-rules.ts';

/** Delay before retry number `attempt` (1-based) after a 206. */
export function retryDelayMs(attempt: number): number {
  return (Math.log2(attempt) || 1) * 1000;
}

export interface MediaApi {
  upload(fields: {
    file: Blob;
    description?: string;
    focus?: string;
    thumbnail?: Blob;
    /** Publishes the bytes sent under this key (worker/compose/upload-progress.ts). */
    progressKey?: string;
  }): Promise<ApiResult<MediaAttachment>>;
  fetch(id: string): Promise<ApiResult<MediaAttachment>>;
  update(
    id: string,
    fields: { description?: string; focus?: string; thumbnail?: Blob },
  ): Promise<ApiResult<MediaAttachment>>;
}

export type UploadOutcome =
  | { ok: true; media: MediaAttachment }
  | { ok: false; error: unknown; message?: UploadRefusal };

export interface UploaderDeps {
  api: MediaApi;
  /** Waits; tests pass a fake-timer sleep. */
  sleep: (ms: number) => Promise<void>;
  /** Gives up polling after this many 206 answers (a server stuck processing must not poll for ever). */
  maxAttempts?: number;
  /** Told whenever the pending count changes. */
  onPending?: (pending: number) => void;
}

export interface UploadContext {
  attachments: number;
  maxMediaAttachments: number;
  hasPoll: boolean;
}

export function createUploader(deps: UploaderDeps) {
  const maxAttempts = deps.maxAttempts ?? 60;
  let pending = 0;
  const setPending = (n: number) => {
    pending = n;
    deps.onPending?.(pending);
  };

  /** Repeats `step` while it answers 206, waiting the growing delay between tries. */
  async function untilReady(step: () => Promise<ApiResult<MediaAttachment>>): Promise<UploadOutcome> {
    for (let attempt = 1; ; attempt++) {
      const res = await step();
      if (!res.ok) return { ok: false, error: res.error };
      if (res.status !== 206) return { ok: true, media: res.value };
      if (attempt >= maxAttempts) return { ok: false, error: new Error('media processing timed out') };
      await deps.sleep(retryDelayMs(attempt));
    }
  }

  return {
    pending: () => pending,

    /** Uploads one file; resolves when it is ready (or failed). Refusals never send a request. */
    async upload(
      file: Blob,
      ctx: UploadContext,
      extra: { description?: string; focus?: string; thumbnail?: Blob } = {},
    ): Promise<UploadOutcome> {
      const refusal = uploadRefusal({ ...ctx, pending, adding: 1 });
      if (refusal) return { ok: false, error: new Error(refusal), message: refusal };
      setPending(pending + 1);
      try {
        const first = await deps.api.upload({ file, ...extra });
        if (!first.ok) return { ok: false, error: first.error };
        if (first.status === 200 || (first.status !== 202 && first.value.url !== null)) {
          return { ok: true, media: first.value };
        }
        // 202: processing. Poll until 200; each 206 waits the growing delay.
        const id = first.value.id;
        return await untilReady(() => deps.api.fetch(id));
      } finally {
        setPending(pending - 1);
      }
    },

    /** Description, focus (`x,y`) and thumbnail changes. */
    update(
      id: string,
      fields: { description?: string; focus?: string; thumbnail?: Blob },
    ): Promise<UploadOutcome> {
      return untilReady(() => deps.api.update(id, fields));
    },
  };
}
