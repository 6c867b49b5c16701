// Posting defaults kept by the server: the form the core sends (source[privacy|sensitive|language], multipart, as
// PATCH update_credentials takes it) changes what verify_credentials answers, which is what every tab's compose box
// starts from; a default the server does not take (direct, a made-up language) is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { Account } from '../../../shared/wire/entities.ts';
import { composeSettingsOf } from '../../../worker/compose/settings.ts';
import { postingDefaultsForm } from '../../../worker/relationships/posting-defaults.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const auth = () => ({ Authorization: `Bearer ${demo.demoToken}` });
const patch = (body: FormData | URLSearchParams) =>
  fetch(`${demo.url}/api/v1/accounts/update_credentials`, { method: 'PATCH', headers: auth(), body });
const me = async () =>
  (await (
    await fetch(`${demo.url}/api/v1/accounts/verify_credentials`, { headers: auth() })
  ).json()) as Account;

describe('posting defaults on the demo instance', () => {
  it('saved with the form the core sends; the account answered carries them to compose', async () => {
    expect(composeSettingsOf(await me(), null).postingDefaults).toEqual({
      visibility: 'public',
      sensitive: false,
      language: 'en',
    });
    const form = postingDefaultsForm({ visibility: 'private', sensitive: true, language: 'de' });
    if (!form) throw new Error('no form');
    const res = await patch(form);
    expect(res.status).toBe(200);
    const answered = (await res.json()) as Account;
    expect(composeSettingsOf(answered, null).postingDefaults).toEqual({
      visibility: 'private',
      sensitive: true,
      language: 'de',
    });
    // Only what changed is sent; the rest stays.
    const only = postingDefaultsForm({ visibility: 'unlisted' });
    if (!only) throw new Error('no form');
    await patch(only);
    expect(composeSettingsOf(await me(), null).postingDefaults).toEqual({
      visibility: 'unlisted',
      sensitive: true,
      language: 'de',
    });
  });

  it('refuses a default of direct or a language that is not one, and changes nothing', async () => {
    const before = composeSettingsOf(await me(), null).postingDefaults;
    for (const [k, v] of [
      ['source[privacy]', 'direct'],
      ['source[language]', 'klingon!'],
    ]) {
      const res = await patch(new URLSearchParams({ [k as string]: v as string, display_name: 'Changed' }));
      expect(res.status).toBe(422);
    }
    const after = await me();
    expect(composeSettingsOf(after, null).postingDefaults).toEqual(before);
    expect(after.display_name).not.toBe('Changed');
  });

  it('the core never sends what the server would refuse', () => {
    expect(postingDefaultsForm({ visibility: 'direct' as 'public' })).toBe(null);
    expect(postingDefaultsForm({ language: 'EN-us' })).toBe(null);
    expect(postingDefaultsForm({})).toBe(null);
  });
});
