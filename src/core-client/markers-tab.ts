// The page's half of the read markers (ruling 4): a worker gets no page-hide event, so each tab keeps the markers
// the core has not uploaded (mirrored in the global state) and sends them itself when it hides, then tells the
// core they went out so no other tab sends them again.
import type { CoreApi, GlobalState } from '../../shared/protocol/core-api.ts';
import { type FlushDeps, installMarkersFlush } from '../lib/markers-flush.ts';

export interface MarkersTabDeps {
  global: { readonly value: GlobalState };
  api: () => Pick<CoreApi, 'markersFlushed'>;
  target: Parameters<typeof installMarkersFlush>[0];
  send: Omit<FlushDeps, 'baseUrl' | 'token'>;
  log?: (m: string) => void;
}

/** Installs the flush; answers its removal. */
export function wireMarkersFlush(deps: MarkersTabDeps): () => void {
  return installMarkersFlush(
    deps.target,
    () => {
      const m = deps.global.value.markers;
      return m ? { baseUrl: m.baseUrl, token: m.token, markers: m.pending } : null;
    },
    deps.send,
    (markers) => {
      void deps
        .api()
        .markersFlushed?.(markers)
        ?.catch((e: unknown) => deps.log?.(`markers flushed: ${String(e)}`));
    },
  );
}
