// The compose rules of section 4 "Compose" and section 5, on the plain draft model (shared/compose/draft.ts).

import { describe, expect, it } from 'vitest';
import {
  addMedia,
  canSubmit,
  charactersLeft,
  type DraftDefaults,
  type DraftMedia,
  defaultPoll,
  draftDefaults,
  draftFromStatus,
  editDraft,
  emptyDraft,
  normalizePollOptions,
  pollExpiryFromStatus,
  removeMedia,
  replyDraft,
  replyMentions,
  statusParams,
  stricterVisibility,
  UPLOAD_LIMIT_EXCEEDED,
  UPLOAD_WITH_POLL,
} from '../../../shared/compose/draft.ts';
import { coreText } from '../../../shared/protocol/text.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { refuseUpload } from '../../../src/components/compose/compose-logic.ts';
import { words } from '../core-words.ts';
import { account as fixtureAccount, status as fixtureStatus } from '../timelines/fixtures.ts';

const defaults: DraftDefaults = { visibility: 'public', sensitive: false, language: 'en' };
const image = (id: string): DraftMedia => ({
  id,
  type: 'image',
  url: `https://m/${id}.png`,
  previewUrl: `https://m/${id}.s.png`,
  description: '',
});
const account = (id: string, acct: string) => fixtureAccount(id, { acct, username: acct.split('@')[0] });
const status = (over: Partial<Status> = {}): Status =>
  fixtureStatus('9', { account: account('2', 'alice'), content: '<p>hi</p>', language: 'de', ...over });

describe('idempotency key (ruling 6)', () => {
  it('a new key on reset and on every edit to the text or options', () => {
    const a = emptyDraft(defaults);
    const b = emptyDraft(defaults);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    const typed = editDraft(a, { text: 'x' });
    expect(typed.idempotencyKey).not.toBe(a.idempotencyKey);
    const vis = editDraft(typed, { visibility: 'private' });
    expect(vis.idempotencyKey).not.toBe(typed.idempotencyKey);
    const poll = editDraft(vis, { poll: defaultPoll() });
    expect(poll.idempotencyKey).not.toBe(vis.idempotencyKey);
  });

  it('reset restores the default privacy, sensitivity and language', () => {
    const d = { visibility: 'unlisted', sensitive: true, language: 'fr' } as const;
    const draft = emptyDraft(d);
    expect(draft).toMatchObject({
      visibility: 'unlisted',
      sensitive: true,
      language: 'fr',
      text: '',
      media: [],
    });
    expect(draft.poll).toBeNull();
  });

  it("defaults: the user's setting, then the account's preferences, then public / not sensitive / en", () => {
    expect(draftDefaults({})).toEqual({ visibility: 'public', sensitive: false, language: 'en' });
    expect(
      draftDefaults({ postingDefaults: { visibility: 'private', sensitive: true, language: 'ja' } }),
    ).toEqual({ visibility: 'private', sensitive: true, language: 'ja' });
    expect(
      draftDefaults({ defaultPrivacy: 'unlisted', postingDefaults: { visibility: 'private' } }).visibility,
    ).toBe('unlisted');
  });
});

describe('sensitive media (section 4)', () => {
  it('the first attachment is sensitive when the default is sensitive', () => {
    const d = addMedia(emptyDraft(defaults), image('1'), { ...defaults, sensitive: true });
    expect(d.sensitive).toBe(true);
  });

  it('the first attachment is sensitive when a content warning is on', () => {
    const cw = editDraft(emptyDraft(defaults), { spoilerOn: true, spoilerText: 'food' });
    expect(addMedia(cw, image('1'), defaults).sensitive).toBe(true);
    expect(addMedia(emptyDraft(defaults), image('1'), defaults).sensitive).toBe(false);
  });

  it('removing the last attachment clears sensitive; removing one of two keeps it', () => {
    let d = addMedia(emptyDraft(defaults), image('1'), { ...defaults, sensitive: true });
    d = addMedia(d, image('2'), defaults);
    d = removeMedia(d, '1');
    expect(d.sensitive).toBe(true);
    d = removeMedia(d, '2');
    expect(d.sensitive).toBe(false);
    expect(d.media).toEqual([]);
  });
});

describe('replies (section 4)', () => {
  it('visibility is the stricter of the parent and the default', () => {
    expect(stricterVisibility('public', 'unlisted')).toBe('unlisted');
    expect(stricterVisibility('direct', 'public')).toBe('direct');
    expect(stricterVisibility('private', 'unlisted')).toBe('private');
    const parent = status({ visibility: 'private' });
    expect(replyDraft(parent, '1', defaults).visibility).toBe('private');
    expect(
      replyDraft(status({ visibility: 'public' }), '1', { ...defaults, visibility: 'unlisted' }).visibility,
    ).toBe('unlisted');
  });

  it('the text starts with the author and the other mentioned users, never the current user, once each', () => {
    const parent = status({
      account: account('2', 'alice'),
      mentions: [
        { id: '1', acct: 'me', username: 'me', url: '' },
        { id: '3', acct: 'bob@far.example', username: 'bob', url: '' },
        { id: '2', acct: 'alice', username: 'alice', url: '' },
      ],
    });
    expect(replyMentions(parent, '1')).toBe('@alice @bob@far.example ');
    const d = replyDraft(parent, '1', defaults);
    expect(d.text).toBe('@alice @bob@far.example ');
    expect(d.inReplyToId).toBe('9');
    // Replying to oneself mentions only the others.
    expect(replyMentions(status({ account: account('1', 'me'), mentions: [] }), '1')).toBe('');
  });
});

describe('uploads refused (section 5)', () => {
  it("when attachments plus pending uploads exceed the server's max_media_attachments", () => {
    const d = { media: [image('1'), image('2')], poll: null };
    expect(refuseUpload(d, 1, 4)).toBeNull();
    expect(refuseUpload(d, 2, 4)).toBe(UPLOAD_LIMIT_EXCEEDED);
    expect(words(coreText(UPLOAD_LIMIT_EXCEEDED))).toBe('File upload limit exceeded.');
  });

  it('when the draft has a poll', () => {
    expect(refuseUpload({ media: [], poll: defaultPoll() }, 0, 4)).toBe(UPLOAD_WITH_POLL);
    expect(words(coreText(UPLOAD_WITH_POLL))).toBe('File upload not allowed with polls.');
  });
});

describe('polls (sections 3 and 5)', () => {
  it('the default poll: two empty options, 86400 s, single choice', () => {
    expect(defaultPoll()).toEqual({ options: ['', ''], expiresIn: 86400, multiple: false });
  });

  it('blank options are dropped; one blank is kept or added while below max_options; at least 2', () => {
    expect(normalizePollOptions(['a', '', 'b', ' '], 4)).toEqual(['a', 'b', '']);
    expect(normalizePollOptions(['a', 'b', 'c'], 4)).toEqual(['a', 'b', 'c', '']);
    expect(normalizePollOptions(['a', 'b', 'c', 'd'], 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(normalizePollOptions(['', ''], 4)).toEqual(['', '']);
    expect(normalizePollOptions(['a'], 4)).toEqual(['a', '']);
    expect(normalizePollOptions([], 4)).toEqual(['', '']);
    // A server allowing only 2: the blank is not added beyond the maximum.
    expect(normalizePollOptions(['a', 'b'], 2)).toEqual(['a', 'b']);
  });

  it("an edited post's expiry rounds up to the nearest step, else 86400", () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const at = (s: number) => new Date(now + s * 1000).toISOString();
    expect(pollExpiryFromStatus(at(200), now)).toBe(300);
    expect(pollExpiryFromStatus(at(300), now)).toBe(300);
    expect(pollExpiryFromStatus(at(301), now)).toBe(1800);
    expect(pollExpiryFromStatus(at(5000), now)).toBe(21600);
    expect(pollExpiryFromStatus(at(100_000), now)).toBe(259200);
    expect(pollExpiryFromStatus(at(700_000), now)).toBe(86400);
    expect(pollExpiryFromStatus(null, now)).toBe(86400);
  });
});

describe('submit (sections 5 and 7)', () => {
  it('nothing to send with empty text and no media; media alone is enough', () => {
    const d = emptyDraft(defaults);
    expect(canSubmit({ ...d, text: '   ' }, 500, false)).toBe(false);
    expect(canSubmit({ ...d, media: [image('1')] }, 500, false)).toBe(true);
    expect(canSubmit({ ...d, text: 'hi' }, 500, true)).toBe(false);
    expect(canSubmit({ ...d, text: 'hi' }, 500, false, 1)).toBe(false);
    expect(canSubmit({ ...d, text: 'hi', poll: { ...defaultPoll(), options: ['a', ''] } }, 500, false)).toBe(
      false,
    );
  });

  it('the counter counts the content warning too, and a URL as 23', () => {
    expect(
      charactersLeft(
        { text: 'abc https://example.com/a/very/long/path', spoilerOn: true, spoilerText: 'cw!' },
        500,
      ),
    ).toBe(500 - (4 + 23) - 3);
    expect(charactersLeft({ text: 'abc', spoilerOn: false, spoilerText: 'ignored' }, 500)).toBe(497);
  });

  it('the request body: media ids, poll without blanks, CW only when on; an edit sends alt text and everything', () => {
    let d = editDraft(emptyDraft(defaults), { text: 'hi', spoilerOn: true, spoilerText: 'cw' });
    d = addMedia(d, { ...image('7'), description: 'a cat' }, defaults);
    expect(statusParams(d)).toEqual({
      status: 'hi',
      visibility: 'public',
      spoiler_text: 'cw',
      sensitive: true,
      language: 'en',
      media_ids: ['7'],
      quote_approval_policy: 'public',
    });
    const poll = editDraft(emptyDraft(defaults), {
      text: 'q?',
      poll: { options: ['yes', 'no', ''], expiresIn: 3600, multiple: true },
    });
    expect(statusParams(poll).poll).toEqual({ options: ['yes', 'no'], expires_in: 3600, multiple: true });
    const edit = { ...d, editId: '9', spoilerOn: false };
    expect(statusParams(edit)).toMatchObject({
      spoiler_text: '',
      sensitive: true,
      media_attributes: [{ id: '7', description: 'a cat' }],
    });
  });
});

describe('drafts from posts', () => {
  it('an edit takes the source text, media with alt text, the poll (expiry rounded) and the edit id', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const s = status({
      spoiler_text: 'old cw',
      sensitive: true,
      media_attachments: [{ id: 'm', type: 'image', url: 'u', preview_url: 'p', description: 'alt' }],
      poll: {
        id: 'p',
        expires_at: new Date(now + 4000 * 1000).toISOString(),
        expired: false,
        multiple: false,
        votes_count: 0,
        options: [
          { title: 'a', votes_count: 0 },
          { title: 'b', votes_count: 0 },
        ],
        emojis: [],
      },
    });
    const d = draftFromStatus(s, { text: 'source text', spoiler_text: 'src cw' }, 'edit', defaults, now);
    expect(d).toMatchObject({
      text: 'source text',
      spoilerOn: true,
      spoilerText: 'src cw',
      sensitive: true,
      language: 'de',
      editId: '9',
      media: [{ id: 'm', description: 'alt', previewUrl: 'p' }],
      // A new poll's blank option (section 5), below the maximum of 4.
      poll: { options: ['a', 'b', ''], expiresIn: 21600, multiple: false },
    });
  });

  it("a redraft takes the DELETE answer's text and is a new post", () => {
    const d = draftFromStatus({ ...status(), text: 'plain source' }, null, 'redraft', defaults, 0);
    expect(d.text).toBe('plain source');
    expect(d.editId).toBeNull();
    expect(d.spoilerOn).toBe(false);
  });
});
