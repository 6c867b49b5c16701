// Compose in the core against a fake server: drafts from posts (reply, edit, redraft), submit as POST or PUT with
// the draft's idempotency key, alt text sent before a new post, and a refused upload's alert text.

import { describe, expect, it, vi } from 'vitest';
import { type ComposeDraft, emptyDraft } from '../../../shared/compose/draft.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { createComposeWiring } from '../../../worker/compose/wiring.ts';
import { shownAlert } from '../core-words.ts';
import { account, status } from '../timelines/fixtures.ts';

const acct = (id: string, name: string) => account(id, { acct: name, username: name });
const post = (over: Record<string, unknown> = {}) =>
  status('9', {
    account: acct('1', 'me'),
    content: '<p>old</p>',
    visibility: 'unlisted',
    language: 'en',
    media_attachments: [
      { id: 'm1', type: 'image', url: 'https://m/1', preview_url: 'https://m/1s', description: 'a cat' },
    ] as Status['media_attachments'],
    ...over,
  });

function setup(answers: (spec: RequestSpec) => { status?: number; body: unknown }) {
  const sent: RequestSpec[] = [];
  const edited: Status[] = [];
  const deleted: string[] = [];
  const request = vi.fn(async (spec: RequestSpec): Promise<RawResult> => {
    sent.push(spec);
    const a = answers(spec);
    return { ok: true, answer: { status: a.status ?? 200, headers: new Headers(), body: a.body } };
  });
  const w = createComposeWiring({
    request,
    meId: '1',
    settings: () => ({ maxMediaAttachments: 2 }),
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    random: Math.random,
    sleep: async () => {},
    onEdited: (s) => edited.push(s),
    onDeleted: (id) => deleted.push(id),
  });
  return { w, sent, edited, deleted };
}

describe('compose in the core', () => {
  it('edit: the status and its source make the draft; submit PUTs it with alt text and shows it edited', async () => {
    const { w, sent, edited } = setup((spec) =>
      spec.path.endsWith('/source')
        ? { body: { id: '9', text: 'old source', spoiler_text: 'cw' } }
        : spec.method === 'PUT'
          ? { body: post({ content: '<p>new</p>', edited_at: '2026-01-01T00:01:00.000Z' }) }
          : { body: post() },
    );
    const r = await w.intent({ type: 'compose.from', draftId: 'edit:9', statusId: '9', mode: 'edit' });
    expect(r.ok).toBe(true);
    const draft = (r as { value: ComposeDraft }).value;
    expect(draft).toMatchObject({
      text: 'old source',
      spoilerText: 'cw',
      editId: '9',
      visibility: 'unlisted',
    });
    const changed = { ...draft, text: 'new', media: [{ ...draft.media[0]!, description: 'a black cat' }] };
    const s = await w.submit(changed as unknown as Record<string, unknown>, 'edit:9');
    expect(s.ok).toBe(true);
    const put = sent.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: '/api/v1/statuses/{id}', pathParams: { id: '9' } });
    expect(put.json).toMatchObject({
      status: 'new',
      spoiler_text: 'cw',
      media_ids: ['m1'],
      media_attributes: [{ id: 'm1', description: 'a black cat' }],
    });
    expect(put.idempotencyKey).toBe(draft.idempotencyKey);
    expect(edited.map((e) => e.id)).toEqual(['9']);
  });

  it('redraft: DELETE keeps the media, the post leaves the views, the draft has the text, media and poll', async () => {
    const { w, sent, deleted } = setup(() => ({
      body: {
        ...post({
          text: 'plain text',
          poll: {
            id: 'p',
            expires_at: null,
            expired: false,
            multiple: true,
            votes_count: 0,
            options: [
              { title: 'a', votes_count: 0 },
              { title: 'b', votes_count: 0 },
            ],
            emojis: [],
          },
        }),
        content: '',
      },
    }));
    const r = await w.intent({ type: 'compose.from', draftId: 'redraft:9', statusId: '9', mode: 'redraft' });
    expect(sent[0]).toMatchObject({ method: 'DELETE', query: { delete_media: false } });
    expect(deleted).toEqual(['9']);
    expect((r as { value: ComposeDraft }).value).toMatchObject({
      text: 'plain text',
      editId: null,
      media: [{ id: 'm1', description: 'a cat' }],
      poll: { options: ['a', 'b', ''], multiple: true, expiresIn: 86400 },
    });
    // Posting it again sends the kept media's unchanged alt text nowhere but the post itself.
    sent.length = 0;
    const again = (r as { value: ComposeDraft }).value;
    await w.submit({ ...again, poll: null } as unknown as Record<string, unknown>, 'redraft:9');
    expect(sent.map((x) => `${x.method} ${x.path}`)).toEqual(['POST /api/v1/statuses']);
  });

  it('redraft: a DELETE answer without `text` refills the plain text of the content (item 27)', async () => {
    const { w } = setup(() => ({
      body: {
        ...post({ content: '<p>Hello <a href="https://x/@bob">@<span>bob</span></a></p><p>again</p>' }),
      },
    }));
    const r = await w.intent({ type: 'compose.from', draftId: 'redraft:9', statusId: '9', mode: 'redraft' });
    expect((r as { value: ComposeDraft }).value.text).toBe('Hello @bob\nagain');
  });

  it('reply: mentions and the stricter visibility from the parent', async () => {
    const { w } = setup(() => ({
      body: post({
        id: '5',
        account: acct('2', 'bob'),
        visibility: 'private',
        mentions: [{ id: '1', acct: 'me', username: 'me', url: '' }],
      }),
    }));
    const r = await w.intent({ type: 'compose.from', draftId: 'reply:5', statusId: '5', mode: 'reply' });
    expect((r as { value: ComposeDraft }).value).toMatchObject({
      text: '@bob ',
      visibility: 'private',
      inReplyToId: '5',
    });
  });

  it('a new post: alt text is set on the media first, then POST with the idempotency key; empty drafts are not sent', async () => {
    const { w, sent } = setup((spec) => ({
      body: spec.path.startsWith('/api/v1/media')
        ? { id: 'm1', type: 'image', url: 'u', preview_url: 'p', description: spec.form?.get('description') }
        : post(),
    }));
    const base = emptyDraft({ visibility: 'public', sensitive: false, language: 'en' });
    expect((await w.submit({ ...base } as unknown as Record<string, unknown>, 'side')).ok).toBe(false);
    expect(sent).toEqual([]);
    const d: ComposeDraft = {
      ...base,
      text: '',
      media: [{ id: 'm1', type: 'image', url: 'u', previewUrl: 'p', description: 'a dog' }],
    };
    const r = await w.submit(d as unknown as Record<string, unknown>, 'side');
    expect(r.ok).toBe(true);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /api/v1/media/{id}',
      'POST /api/v1/statuses',
    ]);
    expect(sent[0]!.form?.get('description')).toBe('a dog');
    expect(sent[1]!.idempotencyKey).toBe(base.idempotencyKey);
    expect(sent[1]!.json).toMatchObject({ media_ids: ['m1'] });
    // Alt text already saved (the field's blur sent it) is not sent again.
    sent.length = 0;
    const m2 = { id: 'm2', type: 'image', url: 'u', previewUrl: 'p', description: 'saved' };
    await w.intent({ type: 'media.describe', mediaId: 'm2', description: 'saved' });
    await w.submit({ ...d, media: [m2] } as unknown as Record<string, unknown>, 'side');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /api/v1/media/{id}',
      'POST /api/v1/statuses',
    ]);
  });

  it('an upload refused by the rules answers the section 5 text and sends nothing', async () => {
    const { w, sent } = setup(() => ({ body: {} }));
    const file = new Blob(['x'], { type: 'image/png' });
    const full = await w.intent({ type: 'media.upload', draftId: 'd', file, attachments: 2, hasPoll: false });
    expect(full.ok).toBe(false);
    expect(shownAlert(full.ok ? null : full.alert)).toEqual({
      title: 'Oops!',
      message: 'File upload limit exceeded.',
    });
    const poll = await w.intent({ type: 'media.upload', draftId: 'd', file, attachments: 0, hasPoll: true });
    expect(shownAlert(poll.ok ? null : poll.alert)).toEqual({
      title: 'Oops!',
      message: 'File upload not allowed with polls.',
    });
    expect(sent).toEqual([]);
  });
});
