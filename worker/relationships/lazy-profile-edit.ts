// Editing one's own profile, fetched the first time the profile editor is opened or saved (profile-edit.ts, with its
// form rules): the first home page needs none of it (worker/core/on-demand.ts).
import { onDemand } from '../core/on-demand.ts';
import type { createProfileEditor, ProfileEditor } from './profile-edit.ts';

export function createLazyProfileEditor(deps: Parameters<typeof createProfileEditor>[0]): ProfileEditor {
  const editor = onDemand(() => import('./profile-edit.ts').then((m) => m.createProfileEditor(deps)));
  return {
    source: async () => (await editor()).source(),
    save: async (patch) => (await editor()).save(patch),
    saveDefaults: async (defaults) => (await editor()).saveDefaults(defaults),
  };
}
