// Compose in the core, fetched the first time a draft is built, a file uploaded or a post sent (wiring.ts, with the
// draft rules and the upload service): the first home page needs none of it (worker/core/on-demand.ts).

import { onDemand } from '../core/on-demand.ts';
import type { ComposeWiring, ComposeWiringDeps } from './wiring.ts';

export type LazyComposeWiring = Pick<ComposeWiring, 'intent' | 'submit'>;

export function createLazyComposeWiring(deps: ComposeWiringDeps): LazyComposeWiring {
  const wiring = onDemand(() => import('./wiring.ts').then((m) => m.createComposeWiring(deps)));
  return {
    intent: async (intent) => (await wiring()).intent(intent),
    submit: async (draft, draftId) => (await wiring()).submit(draft, draftId),
  };
}
