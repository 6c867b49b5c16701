// The store's field-by-field comparisons (the streaming fast path) must agree with the signature strings they
// replaced: a change a row shows is a change, anything else is not.
import { describe, expect, it } from 'vitest';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import {
  accountSignature,
  sameAccountChip,
  sameStatusRow,
  statusSignature,
} from '../../../worker/store/signatures.ts';
import type { Account, Status } from '../../../worker/store/types.ts';
import { account, status } from '../timelines/fixtures.ts';

const accountEdits: ((a: Account) => void)[] = [
  (a) => {
    a.display_name = 'Renamed';
  },
  (a) => {
    a.avatar = 'https://x.test/other.png';
  },
  (a) => {
    a.bot = !a.bot;
  },
  (a) => {
    a.locked = !a.locked;
  },
  (a) => {
    a.emojis = [{ shortcode: 'x', url: 'https://x.test/x.png', static_url: '', visible_in_picker: true }];
  },
  (a) => {
    a.followers_count += 1;
  },
  (a) => {
    a.note = '<p>other</p>';
  },
];

const statusEdits: ((s: Status) => void)[] = [
  (s) => {
    s.favourites_count += 1;
  },
  (s) => {
    s.favourited = !s.favourited;
  },
  (s) => {
    s.content = '<p>edited</p>';
  },
  (s) => {
    s.spoiler_text = 'cw';
  },
  (s) => {
    s.edited_at = '2026-01-03T00:00:00.000Z';
  },
  (s) => {
    s.quote = { state: 'accepted', quoted_status_id: '77', quoted_status: null };
  },
  (s) => {
    s.card = { url: 'https://c.test/', title: 't' } as Status['card'];
  },
  (s) => {
    s.media_attachments = [];
  },
  (s) => {
    s.language = 'de';
  },
  (s) => {
    s.url = 'https://x.test/moved';
  },
];

describe('field comparisons agree with the signatures', () => {
  it('accounts', () => {
    for (const edit of accountEdits) {
      const a = account('5');
      const b = structuredClone(a);
      edit(b);
      expect(sameAccountChip(a, b)).toBe(accountSignature(a) === accountSignature(b));
      expect(sameAccountChip(a, structuredClone(a))).toBe(true);
    }
  });

  it('statuses, against the stored copy', () => {
    const quoteOf = (s: Status) =>
      s.quote
        ? {
            state: s.quote.state,
            quotedStatusId: s.quote.quoted_status?.id ?? s.quote.quoted_status_id ?? null,
          }
        : null;
    for (const edit of statusEdits) {
      const store = new EntityStore();
      const s = status('10', { account: account('5') });
      const before = statusSignature(structuredClone(s));
      store.upsertStatus(s);
      const stored = store.getStatus('10');
      if (!stored) throw new Error('not stored');
      const next = structuredClone(stored);
      expect(sameStatusRow(stored, quoteOf(stored), next, quoteOf(next))).toBe(true);
      edit(next);
      expect(sameStatusRow(stored, quoteOf(stored), next, quoteOf(next))).toBe(
        before === statusSignature(next),
      );
      // And the store acts on it: a row-visible change marks the post updated, anything else does not.
      const change = store.upsertStatus(next);
      expect(change.updated.has('10')).toBe(before !== statusSignature(next));
    }
  });

  it('a post patched in place counts as changed when the server copy comes back', () => {
    const store = new EntityStore();
    const s = status('10', { account: account('5') });
    store.upsertStatus(structuredClone(s));
    const seen = store.getStatus('10');
    store.patchStatus('10', { favourited: true });
    // A new object, so nothing cached for the old one is reused.
    expect(store.getStatus('10')).not.toBe(seen);
    expect(store.getStatus('10')?.favourited).toBe(true);
    expect(store.getStored('10')?.favourited).toBe(true);
    expect(store.upsertStatus(structuredClone(s)).updated.has('10')).toBe(true);
    expect(store.upsertStatus(structuredClone(s)).updated.has('10')).toBe(false);
  });

  it('an author seen again with only counters moved keeps one shared account object', () => {
    const store = new EntityStore();
    const a = account('5');
    store.upsertStatus(status('10', { account: a }));
    const moved = structuredClone(a);
    moved.followers_count += 10;
    const change = store.upsertStatus(status('11', { account: moved }));
    expect(change.updated.has('10')).toBe(false);
    expect(store.getStatus('11')?.account).toBe(store.getStatus('10')?.account);
    expect(store.getAccount('5')?.followers_count).toBe(a.followers_count + 10);
  });
});
