// Compose rules of issue 10 (items 22-26) and issue 12 (item 12), on the plain draft model: a reply's language,
// a post with only a content warning, media sensitivity with and without a content warning (one table), a poll's
// blank option after an edit or redraft, focus points kept on edit, and counting as the server counts.
import { describe, expect, it } from 'vitest';
import {
  addMedia,
  canSubmit,
  charactersLeft,
  type DraftDefaults,
  type DraftMedia,
  draftFromStatus,
  editDraft,
  emptyDraft,
  removeMedia,
  replyDraft,
  type SensitivityChange,
  sensitivityAfter,
  statusParams,
} from '../../../shared/compose/draft.ts';
import type { MediaAttachment, Status } from '../../../shared/wire/entities.ts';
import { account as fixtureAccount, status as fixtureStatus } from '../timelines/fixtures.ts';

const defaults: DraftDefaults = { visibility: 'public', sensitive: false, language: 'en' };
const image = (id: string): DraftMedia => ({
  id,
  type: 'image',
  url: `https://m/${id}.png`,
  previewUrl: `https://m/${id}.s.png`,
  description: '',
});
const status = (over: Partial<Status> = {}): Status =>
  fixtureStatus('9', { account: fixtureAccount('2', { acct: 'alice', username: 'alice' }), ...over });

describe('a reply takes the language of the post it answers (item 22)', () => {
  it("the parent's language when it has one, else the user's default", () => {
    expect(replyDraft(status({ language: 'de' }), '1', defaults).language).toBe('de');
    expect(replyDraft(status({ language: null }), '1', defaults).language).toBe('en');
  });
});

describe('a content warning alone is something to post (item 23)', () => {
  it('text empty, no media, no poll: refused unless a content warning is written', () => {
    const d = emptyDraft(defaults);
    expect(canSubmit(d, 500, false)).toBe(false);
    expect(canSubmit({ ...d, spoilerOn: true, spoilerText: '   ' }, 500, false)).toBe(false);
    expect(canSubmit({ ...d, spoilerOn: true, spoilerText: 'spoilers ahead' }, 500, false)).toBe(true);
    // A warning typed and then switched off is not sent, so it does not count.
    expect(canSubmit({ ...d, spoilerOn: false, spoilerText: 'spoilers ahead' }, 500, false)).toBe(false);
  });
});

describe('media sensitivity (item 24, section 4)', () => {
  type Row = [
    what: string,
    before: { sensitive: boolean; spoilerOn: boolean; media: number },
    change: SensitivityChange,
    defaultSensitive: boolean,
    expected: boolean,
  ];
  const table: Row[] = [
    [
      'first attachment, default sensitive',
      { sensitive: false, spoilerOn: false, media: 0 },
      { type: 'attach' },
      true,
      true,
    ],
    [
      'first attachment, default not sensitive',
      { sensitive: false, spoilerOn: false, media: 0 },
      { type: 'attach' },
      false,
      false,
    ],
    [
      'first attachment with a CW on',
      { sensitive: false, spoilerOn: true, media: 0 },
      { type: 'attach' },
      false,
      true,
    ],
    [
      'second attachment keeps the choice',
      { sensitive: false, spoilerOn: false, media: 1 },
      { type: 'attach' },
      true,
      false,
    ],
    [
      'unticking while a CW is on',
      { sensitive: true, spoilerOn: true, media: 1 },
      { type: 'sensitive', on: false },
      false,
      true,
    ],
    [
      'unticking without a CW',
      { sensitive: true, spoilerOn: false, media: 1 },
      { type: 'sensitive', on: false },
      true,
      false,
    ],
    [
      'ticking without a CW',
      { sensitive: false, spoilerOn: false, media: 1 },
      { type: 'sensitive', on: true },
      false,
      true,
    ],
    [
      'CW on with media',
      { sensitive: false, spoilerOn: false, media: 1 },
      { type: 'spoiler', on: true },
      false,
      true,
    ],
    [
      'CW off with media, default not sensitive',
      { sensitive: true, spoilerOn: true, media: 2 },
      { type: 'spoiler', on: false },
      false,
      false,
    ],
    [
      'CW off with media, default sensitive',
      { sensitive: true, spoilerOn: true, media: 1 },
      { type: 'spoiler', on: false },
      true,
      true,
    ],
    [
      'CW on without media',
      { sensitive: false, spoilerOn: false, media: 0 },
      { type: 'spoiler', on: true },
      false,
      false,
    ],
    [
      'last attachment removed',
      { sensitive: true, spoilerOn: true, media: 1 },
      { type: 'detach' },
      true,
      false,
    ],
    ['one of two removed', { sensitive: true, spoilerOn: false, media: 2 }, { type: 'detach' }, false, true],
  ];
  it.each(table)('%s', (_what, before, change, defaultSensitive, expected) => {
    expect(sensitivityAfter(before, change, defaultSensitive)).toBe(expected);
  });

  it('the draft follows the table: attach, CW on/off, the checkbox, remove', () => {
    const sensitiveDefault = { ...defaults, sensitive: true };
    let d = addMedia(emptyDraft(defaults), image('1'), sensitiveDefault);
    expect([d.sensitive, d.spoilerOn]).toEqual([true, false]);
    d = editDraft(d, { spoilerOn: true }, Math.random, sensitiveDefault);
    d = editDraft(d, { sensitive: false }, Math.random, sensitiveDefault);
    expect(d.sensitive).toBe(true);
    d = editDraft(d, { spoilerOn: false }, Math.random, defaults);
    expect(d.sensitive).toBe(false);
    d = removeMedia(addMedia(d, image('2'), defaults), '1');
    expect(d.sensitive).toBe(false);
  });
});

describe('a poll from an edit or a redraft (item 25, section 5)', () => {
  it('gets the blank option a new poll has while below max_options', () => {
    const poll = {
      id: 'p1',
      expires_at: null,
      expired: false,
      multiple: false,
      votes_count: 0,
      voters_count: 0,
      options: [
        { title: 'Tea', votes_count: 0 },
        { title: 'Coffee', votes_count: 0 },
      ],
      emojis: [],
      voted: false,
      own_votes: [],
    } as unknown as Status['poll'];
    const now = Date.parse('2026-01-01T00:00:00Z');
    const edit = draftFromStatus(status({ poll }), { text: 't', spoiler_text: '' }, 'edit', defaults, now);
    expect(edit.poll?.options).toEqual(['Tea', 'Coffee', '']);
    const full = draftFromStatus(status({ poll }), null, 'redraft', defaults, now, Math.random, 2);
    expect(full.poll?.options).toEqual(['Tea', 'Coffee']);
  });
});

describe('focus points survive an edit (item 26)', () => {
  it('kept from the attachment meta and sent as "x,y" in media_attributes', () => {
    const media = {
      id: 'm1',
      type: 'image',
      url: 'https://m/1.png',
      preview_url: 'https://m/1.s.png',
      description: 'a cat',
      meta: { focus: { x: 0.25, y: -0.5 } },
    } as unknown as MediaAttachment;
    const d = draftFromStatus(
      status({ media_attachments: [media] }),
      { text: 't', spoiler_text: '' },
      'edit',
      defaults,
      0,
    );
    expect(statusParams(d).media_attributes).toEqual([
      { id: 'm1', description: 'a cat', focus: '0.25,-0.5' },
    ]);
    const plain = draftFromStatus(
      status({ media_attachments: [{ ...media, meta: null } as unknown as MediaAttachment] }),
      { text: 't', spoiler_text: '' },
      'edit',
      defaults,
      0,
    );
    expect(statusParams(plain).media_attributes).toEqual([{ id: 'm1', description: 'a cat' }]);
  });
});

describe('counting as the server counts (issue 12 item 12)', () => {
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
  const flag = '\u{1F1EB}\u{1F1F7}';
  const thumb = '\u{1F44D}\u{1F3FD}';
  it('an emoji is one character, whatever it is made of: 242 emoji leave 258 of 500', () => {
    const text = family.repeat(80) + flag.repeat(81) + thumb.repeat(81);
    const d = { ...emptyDraft(defaults), text };
    expect(charactersLeft(d, 500)).toBe(258);
    expect(canSubmit(d, 500, false)).toBe(true);
  });
  it('the content warning counts in graphemes too, and a URL inside it as written (as the server counts it)', () => {
    const d = {
      ...emptyDraft(defaults),
      text: 'é'.normalize('NFD'),
      spoilerOn: true,
      spoilerText: `https://example.com/a/very/long/path ${flag}`,
    };
    expect(charactersLeft(d, 500)).toBe(500 - 1 - 2 - 'https://example.com/a/very/long/path'.length);
  });
});
