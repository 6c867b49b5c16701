// Byte-level upload progress for every tab: a request wrapper that, for a request carrying a `progressKey`, asks
// the transport for progress events (sent with XMLHttpRequest by the environment) and publishes them in the global
// state (GlobalState.uploads, accumulated by shared/compose/upload-progress.ts), then drops the entry when the
// request ends however it ends. Used by compose's media uploads and by the profile editor's avatar and header.
import { finished, progressed } from '../../shared/compose/upload-progress.ts';
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';

export type UploadSpec = RequestSpec & {
  /** Where this request's progress is published (GlobalState.uploads[progressKey]). */
  progressKey?: string;
};
export type UploadRequest = (spec: UploadSpec) => Promise<RawResult>;

export function withUploadProgress(
  request: (spec: RequestSpec) => Promise<RawResult>,
  global: Pick<GlobalHub, 'get' | 'update'>,
): UploadRequest {
  return async ({ progressKey, ...spec }) => {
    if (!progressKey) return request(spec);
    // An event that changes nothing (out of order, repeated) publishes nothing.
    const publish = (sent: number, total: number) => {
      const before = global.get().uploads ?? {};
      const uploads = progressed(before, progressKey, sent, total);
      if (uploads !== before) global.update((g) => ({ ...g, uploads }));
    };
    const size = spec.form ? formSize(spec.form) : 0;
    publish(0, size);
    try {
      return await request({ ...spec, onProgress: publish });
    } finally {
      global.update((g) =>
        g.uploads && progressKey in g.uploads ? { ...g, uploads: finished(g.uploads, progressKey) } : g,
      );
    }
  };
}

/** The files' bytes in a form: the bar's total before the first progress event says the exact one. */
function formSize(form: FormData): number {
  let n = 0;
  form.forEach((v) => {
    if (typeof v !== 'string') n += v.size;
  });
  return n;
}
