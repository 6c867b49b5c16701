// The account-list screen's model: pages join without repeats, an answered or undone row leaves at once and comes
// back at its place when the server refuses, and a mute's end reads as a time from now.
import { describe, expect, it } from 'vitest';
import type { AccountListEntry } from '../../../shared/protocol/account-lists.ts';
import {
  emptyListModel,
  muteExpiryText,
  withEntryBack,
  withoutEntry,
  withPage,
} from '../../../src/views/account-lists/list-model.ts';

const domain = (d: string): AccountListEntry => ({ key: `domain:${d}`, kind: 'domain', domain: d });
const keys = (m: { entries: AccountListEntry[] }) => m.entries.map((e) => e.key);

describe('account list model', () => {
  it('appends the next page without showing a row twice, and a first page replaces', () => {
    let m = withPage(emptyListModel(), { entries: [domain('a'), domain('b')], next: { max_id: '2' } }, true);
    m = withPage(m, { entries: [domain('b'), domain('c')], next: null }, false);
    expect(keys(m)).toEqual(['domain:a', 'domain:b', 'domain:c']);
    expect(m.next).toBeNull();
    expect(m.loaded).toBe(true);
    expect(keys(withPage(m, { entries: [domain('z')], next: null }, true))).toEqual(['domain:z']);
  });

  it('an answered row leaves at once and a refused one comes back at its place', () => {
    const m = withPage(
      emptyListModel(),
      { entries: [domain('a'), domain('b'), domain('c')], next: null },
      true,
    );
    const { model, index } = withoutEntry(m, 'domain:b');
    expect(keys(model)).toEqual(['domain:a', 'domain:c']);
    expect(keys(withEntryBack(model, domain('b'), index))).toEqual(['domain:a', 'domain:b', 'domain:c']);
    // Already back (a reload answered first): not twice.
    expect(keys(withEntryBack(m, domain('b'), index))).toEqual(['domain:a', 'domain:b', 'domain:c']);
  });

  it('says how long a mute lasts', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(muteExpiryText('2026-01-01T03:00:00Z', now)).toBe('Muted, ends in 3 hours');
    expect(muteExpiryText(null, now)).toBe('Muted indefinitely');
    expect(muteExpiryText('2025-12-31T00:00:00Z', now)).toBe('Mute ended');
  });
});
