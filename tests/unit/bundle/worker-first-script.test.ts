// The core's first script (issue 20, item 7): what the SharedWorker's entry imports statically is fetched before
// the first post; what the first home page does not need is left to a dynamic import, fetched when first used.
// Read from the sources' static imports (type-only imports are erased; dynamic ones are separate chunks).
import { describe, expect, it } from 'vitest';
import { sourceClosure } from './static-closure.ts';

describe("the core's first script", () => {
  for (const entry of ['worker/entry-shared.ts', 'worker/entry-dedicated.ts']) {
    it(`${entry} leaves the reference HTML parser to a dynamic import`, () => {
      const { modules, packages } = sourceClosure([entry]);
      expect(modules.has('worker/content/sanitize.ts')).toBe(true);
      expect([...packages].filter((p) => p.startsWith('htmlparser2') || p.startsWith('entities'))).toEqual(
        [],
      );
    });

    it(`${entry} leaves compose, uploads, scheduled posts, put-aside drafts, sign-in and profile editing to dynamic imports`, () => {
      const { modules } = sourceClosure([entry]);
      const onDemand = [
        'worker/compose/wiring.ts',
        'worker/compose/uploads.ts',
        'worker/app/compose-later.ts',
        'worker/compose/scheduled.ts',
        'worker/compose/saved-drafts-store.ts',
        'worker/api/oauth.ts',
        'worker/relationships/profile-edit.ts',
      ];
      expect(onDemand.filter((m) => modules.has(m))).toEqual([]);
    });

    it(`${entry} leaves reading answers ahead, uploads' XMLHttpRequest, the read markers and compose's settings to dynamic imports`, () => {
      const { modules } = sourceClosure([entry]);
      const onDemand = [
        // Only a long thread reads its answer as it arrives (transport.ts fetches these with such a request).
        'worker/api/read-ahead.ts',
        'worker/api/json-arrays-prefix.ts',
        // Only an upload asks for its progress (env.ts fetches it with the first one).
        'worker/api/xhr-fetch.ts',
        // The read markers come with the rest of the account (account-rest.ts, after the gate).
        'worker/app/markers-wiring.ts',
        'worker/api/markers-uploader.ts',
        'worker/app/home-marker.ts',
        // Sign-in's two steps come with the sign-in part (a signed-in start never needs them).
        'worker/app/sign-in-flow.ts',
        // A gone list's deck column is worked out by the lists, after the gate (account-rest.ts).
        'shared/protocol/lists.ts',
        // Compose's settings come with the start-up calls (account-facts.ts, after the gate).
        'worker/app/account-facts.ts',
        'worker/compose/settings.ts',
      ];
      expect(onDemand.filter((m) => modules.has(m))).toEqual([]);
    });
  }
});
