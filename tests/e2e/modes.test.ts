// The same client in each core mode (`?core=shared|dedicated|page`): it connects, stays signed in (identity in
// IndexedDB), shows the home timeline and receives a post made through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coreMode,
  homeKeys,
  openTab,
  postAsDemoUser,
  type Stack,
  signIn,
  startStack,
  subscribeHome,
  waitFor,
  waitForStream,
} from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('core modes', () => {
  for (const mode of ['shared', 'dedicated', 'page'] as const) {
    it(`runs the core in mode ${mode}`, async () => {
      const tab = await openTab(stack, '/', mode);
      expect(await coreMode(tab)).toBe(mode);
      const signedIn = await tab.evaluate(
        () =>
          (globalThis as unknown as { woollyTab: { global: { value: { identity: { signedIn: boolean } } } } })
            .woollyTab.global.value.identity.signedIn,
      );
      if (!signedIn) await signIn(tab);
      await subscribeHome(tab);
      await waitFor(async () => (await homeKeys(tab)).length > 0, 'rows');
      await waitForStream(tab);
      const id = await postAsDemoUser(stack, `hello ${mode}`);
      await waitFor(async () => (await homeKeys(tab)).includes(`s:${id}`), 'post arrives');
      await tab.close();
    });
  }
});
