// The page's half of the read markers (markers-tab.ts) is fetched once the first posts are drawn, not with the entry
// (issue 20, item 7): it acts only when the page hides, and the markers it sends move only as posts are read. A page
// hidden before then leaves its markers to the core's own throttled upload, as a page whose flush failed does.
import type { MarkersTabDeps } from './markers-tab.ts';

type MarkersTabPart = Pick<typeof import('./markers-tab.ts'), 'wireMarkersFlush'>;

/** Installs the markers flush once `after` settles; answers its removal (which also stops a pending install). */
export function wireMarkersFlushLater(
  after: Promise<void>,
  deps: MarkersTabDeps,
  load: () => Promise<MarkersTabPart> = () => import('./markers-tab.ts'),
): () => void {
  let removed = false;
  let remove: (() => void) | null = null;
  void after
    .then(load)
    .then((m) => {
      if (!removed) remove = m.wireMarkersFlush(deps);
    })
    .catch((e: unknown) => deps.log?.(`the markers flush could not be fetched: ${String(e)}`));
  return () => {
    removed = true;
    remove?.();
  };
}
