// Editing your own profile against the demo instance (real HTTP, multipart): the form starts from the raw source and
// the instance's limits; a save with a new avatar stores the picture, serves it from a new address and hands the
// new account on (to show it everywhere); a refused save changes nothing and says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { ProfilePatch, ProfileSource } from '../../../shared/protocol/profile-edit.ts';
import { profileProblems } from '../../../shared/protocol/profile-edit.ts';
import type { Account } from '../../../shared/wire/entities.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { createProfileEditor } from '../../../worker/relationships/profile-edit.ts';
import { words } from '../core-words.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const editor = (updated: Account[]) =>
  createProfileEditor({
    request: createTransport({
      baseUrl: demo.url,
      getToken: () => demo.demoToken,
      fetch: (input, init) => globalThis.fetch(input, init),
      now: Date.now,
    }).request,
    onUpdated: (a) => updated.push(a),
  });

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1]);

const patchOf = (s: ProfileSource, over: Partial<ProfilePatch> = {}): ProfilePatch => ({
  displayName: s.displayName,
  note: s.note,
  fields: s.fields,
  locked: s.locked,
  bot: s.bot,
  discoverable: s.discoverable,
  indexable: s.indexable,
  hideCollections: s.hideCollections,
  ...over,
});

describe('editing your own profile', () => {
  it('starts from the raw note and fields and the server’s limits', async () => {
    const r = await editor([]).source();
    if (!r.ok) throw new Error('no source');
    const s = r.value as ProfileSource;
    const me = demo.world.account(demo.demoAccountId);
    expect(s.note).toBe(me.note);
    expect(s.fields.map((f) => f.name)).toEqual(me.fields.map((f) => f.name));
    expect(s.limits).toMatchObject({
      maxFields: 4,
      maxNameLength: 30,
      maxNoteLength: 500,
      imageSizeLimit: 16777216,
    });
  });

  it('saves name, note, flags and a new avatar; the picture is served as sent from a new address', async () => {
    const updated: Account[] = [];
    const e = editor(updated);
    const first = await e.source();
    if (!first.ok) throw new Error('no source');
    const s = first.value as ProfileSource;
    const saved = await e.save(
      patchOf(s, {
        displayName: 'Woolly Edited',
        note: 'A new note with #tags',
        fields: [{ name: 'Site', value: 'https://example.org' }],
        hideCollections: true,
        indexable: false,
        avatar: new Blob([PNG], { type: 'image/png' }),
      }),
    );
    expect(saved.ok).toBe(true);
    const account = updated[0];
    expect(account?.display_name).toBe('Woolly Edited');
    expect(account?.avatar).not.toBe(s.avatar);
    expect(account?.hide_collections).toBe(true);
    const picture = await fetch(account?.avatar ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    const again = await e.source();
    expect(again.ok && (again.value as ProfileSource)).toMatchObject({
      displayName: 'Woolly Edited',
      note: 'A new note with #tags',
      fields: [{ name: 'Site', value: 'https://example.org' }],
      hideCollections: true,
      indexable: false,
    });
  });

  it('a refused save changes nothing and answers the server’s reason', async () => {
    const updated: Account[] = [];
    const e = editor(updated);
    const first = await e.source();
    if (!first.ok) throw new Error('no source');
    const s = first.value as ProfileSource;
    const r = await e.save(patchOf(s, { displayName: 'x'.repeat(31), note: 'not saved' }));
    expect(r.ok).toBe(false);
    expect(words(!r.ok && r.alert?.message)).toContain('too long');
    expect(updated).toEqual([]);
    expect(demo.world.account(demo.demoAccountId).note).toBe(s.note);
  });

  it('says what the server would refuse before sending', () => {
    const limits = {
      maxFields: 2,
      maxNameLength: 5,
      maxNoteLength: 10,
      imageSizeLimit: 100,
      imageTypes: ['image/png'],
    };
    expect(
      profileProblems(
        {
          displayName: 'toolong',
          note: 'x'.repeat(11),
          fields: [
            { name: 'a', value: '1' },
            { name: 'b', value: '2' },
            { name: 'c', value: '3' },
            { name: '', value: '' },
          ],
          avatar: { size: 101, type: 'image/png' },
          header: { size: 1, type: 'image/bmp' },
        },
        limits,
      ).map((p) => p.kind),
    ).toEqual(['nameTooLong', 'noteTooLong', 'tooManyFields', 'imageTooBig', 'imageType']);
  });
});
