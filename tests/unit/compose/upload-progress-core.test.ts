// Byte-level upload progress through the core: the transport asks the environment's fetch for progress events,
// the upload wrapper publishes them to every tab in the global state and drops them when the request ends; the
// profile editor's pictures use the same path. Also the media update (focus point, thumbnail) and a quote draft.
import { describe, expect, it } from 'vitest';
import type { GlobalState } from '../../../shared/protocol/core-api.ts';
import { createGlobalHub } from '../../../shared/protocol/global-state.ts';
import { createTransport, type FetchInit } from '../../../worker/api/transport.ts';
import { withUploadProgress } from '../../../worker/compose/upload-progress.ts';
import { createComposeWiring } from '../../../worker/compose/wiring.ts';
import { createProfileEditor } from '../../../worker/relationships/profile-edit.ts';
import { account, status } from '../timelines/fixtures.ts';

const media = { id: 'm1', type: 'image', url: 'https://m/1', preview_url: 'https://m/1s', description: '' };

/** A server whose uploads report progress in steps (out of order once), then answer `body`. */
function setup(body: (url: string, init: FetchInit) => unknown) {
  const seen: GlobalState['uploads'][] = [];
  const hub = createGlobalHub({ now: () => 0, schedule: (fn) => fn() });
  hub.onChange((g) => seen.push(g.uploads));
  const sent: { url: string; init: FetchInit }[] = [];
  const transport = createTransport({
    baseUrl: 'https://example.social',
    getToken: () => 't',
    now: () => 0,
    fetch: async (url, init) => {
      sent.push({ url, init });
      for (const n of [400, 200, 1000]) init.onUploadProgress?.(n, 1000);
      return new Response(JSON.stringify(body(url, init)), { status: 200 });
    },
  });
  const request = withUploadProgress(transport.request, hub);
  return { hub, seen, sent, request };
}

describe('upload progress through the core', () => {
  it('a media upload publishes bytes sent / total to every tab, only forwards, and clears them at the end', async () => {
    const { hub, seen, request } = setup(() => media);
    const w = createComposeWiring({
      request,
      meId: '1',
      settings: () => ({}),
      now: () => 0,
      random: Math.random,
      sleep: async () => {},
      onEdited: () => {},
      onDeleted: () => {},
    });
    const file = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    const r = await w.intent({
      type: 'media.upload',
      draftId: 'd',
      file,
      attachments: 0,
      hasPoll: false,
      uploadId: 'u1',
    });
    expect(r.ok).toBe(true);
    const shown = seen.map((u) => u?.['d/u1']?.sent).filter((n) => n !== undefined);
    expect(shown).toEqual([0, 400, 1000]);
    expect(seen.map((u) => u?.['d/u1']?.total).filter((n) => n !== undefined)).toEqual([1000, 1000, 1000]);
    expect(hub.get().uploads).toEqual({});
  });

  it('clears the entry when the upload fails, and a request without a progress key publishes nothing', async () => {
    const hub = createGlobalHub({ now: () => 0, schedule: (fn) => fn() });
    const transport = createTransport({
      baseUrl: 'https://example.social',
      getToken: () => 't',
      now: () => 0,
      fetch: async (_url, init) => {
        init.onUploadProgress?.(10, 100);
        throw new TypeError('network down');
      },
    });
    const request = withUploadProgress(transport.request, hub);
    const r = await request({
      call: 'x',
      method: 'POST',
      path: '/p',
      form: new FormData(),
      progressKey: 'k',
    });
    expect(r.ok).toBe(false);
    expect(hub.get().uploads).toEqual({});
    await request({ call: 'x', method: 'GET', path: '/p' });
    expect(hub.get().uploads ?? {}).toEqual({});
  });

  it("the profile editor's avatar upload shows progress the same way", async () => {
    const { seen, request, sent } = setup(() => account('1', { acct: 'me' }));
    const editor = createProfileEditor({ request, onUpdated: () => {} });
    const avatar = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    await editor.save({
      displayName: 'Me',
      note: '',
      fields: [],
      locked: false,
      bot: false,
      discoverable: true,
      indexable: true,
      hideCollections: false,
      avatar,
    } as Parameters<typeof editor.save>[0]);
    expect(sent[0]?.init.onUploadProgress).toBeTypeOf('function');
    expect(seen.map((u) => u?.profile?.sent).filter((n) => n !== undefined)).toEqual([0, 400, 1000]);
  });

  it('the focus point and a thumbnail go to PUT /api/v1/media/{id} as multipart', async () => {
    const { request, sent } = setup(() => ({ ...media, meta: { focus: { x: 0.5, y: -0.5 } } }));
    const w = createComposeWiring({
      request,
      meId: '1',
      settings: () => ({}),
      now: () => 0,
      random: Math.random,
      sleep: async () => {},
      onEdited: () => {},
      onDeleted: () => {},
    });
    const thumbnail = new Blob(['png'], { type: 'image/png' });
    const r = await w.intent({ type: 'media.update', mediaId: 'm1', focus: '0.5,-0.5', thumbnail });
    expect(r).toMatchObject({ ok: true, value: { id: 'm1', focus: '0.5,-0.5' } });
    const form = sent[0]?.init.body as FormData;
    expect(sent[0]?.init.method).toBe('PUT');
    expect(sent[0]?.url).toBe('https://example.social/api/v1/media/m1');
    expect(form.get('focus')).toBe('0.5,-0.5');
    expect(form.get('thumbnail')).toBeInstanceOf(Blob);
  });

  it('a quote draft quotes the post, and quoting a followers-only post makes the quote followers-only', async () => {
    const { request } = setup(() =>
      status('42', { visibility: 'private', account: account('2', { acct: 'ada' }) }),
    );
    const w = createComposeWiring({
      request,
      meId: '1',
      settings: () => ({ defaultQuotePolicy: 'followers' }),
      now: () => 0,
      random: Math.random,
      sleep: async () => {},
      onEdited: () => {},
      onDeleted: () => {},
    });
    const r = await w.intent({ type: 'compose.from', draftId: 'quote:42', statusId: '42', mode: 'quote' });
    expect(r).toMatchObject({
      ok: true,
      value: { quotedStatusId: '42', visibility: 'private', quotePolicy: 'followers', text: '' },
    });
  });
});
