// The deck is kept out of the startup bundle (phones never show it): its module, DeckColumns.tsx, is fetched by
// dynamic import, at once on a viewport wide enough for it (see src/lib/deferred.tsx): it is the first screen there.
import { deferred } from '../lib/deferred.tsx';

export const { Component: DeckLayout } = deferred<object>(
  () => import('./DeckColumns.tsx').then((m) => m.DeckColumns),
  { firstScreen: true },
);
