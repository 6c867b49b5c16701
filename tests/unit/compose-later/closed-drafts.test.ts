// Closing a tab with text in compose never loses it (issue 19 item 7): drafts closed tabs left, other than the one
// a new tab takes over, go to the drafts put aside (any tab finds them at /drafts) once the core has them; a tab
// closed moments ago (a reload) keeps its own; nothing leaves the browser's copy while the core refuses it.
import { describe, expect, it } from 'vitest';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import {
  CLOSED_DRAFT_AGE_MS,
  putClosedDraftsAside,
} from '../../../src/components/compose/later/closed-drafts.ts';
import {
  type DraftStorage,
  readLocalDraft,
  writeLocalDraft,
} from '../../../src/components/compose/local-drafts.ts';

function memoryStorage(): DraftStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

const defaults = { visibility: 'public', sensitive: false, language: 'en' } as const;
const now = 10_000_000;

function core(ok = true) {
  const intents: Intent[] = [];
  return {
    intents,
    intent: async (i: Intent): Promise<IntentResult> => {
      intents.push(i);
      return ok ? { ok: true } : { ok: false, alert: null };
    },
  };
}

describe('drafts left by closed tabs', () => {
  it('go to the drafts put aside, then leave the browser copy; a tab closed moments ago keeps its own', async () => {
    const s = memoryStorage();
    const old = now - CLOSED_DRAFT_AGE_MS - 1;
    writeLocalDraft(s, 'reply:9@gone', { text: 'a reply never sent', inReplyToId: '9' }, old, true);
    writeLocalDraft(s, 'side@reloading', { text: 'my tab is reloading' }, now - 1000, true);
    writeLocalDraft(s, 'side@open', { text: 'another tab, still open' }, old);
    writeLocalDraft(s, 'side@empty', { text: '  ' }, old, true);
    const c = core();
    await putClosedDraftsAside(c, s, defaults, now, false);
    const puts = c.intents.filter((i) => i.type === 'drafts.put');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ draft: { text: 'a reply never sent', inReplyToId: '9' } });
    expect(c.intents).toContainEqual({ type: 'draft.save', draftId: 'reply:9@gone', draft: null });
    expect(readLocalDraft(s, 'reply:9@gone')).toBeNull();
    expect(readLocalDraft(s, 'side@reloading')).toEqual({ text: 'my tab is reloading' });
    expect(readLocalDraft(s, 'side@open')).toEqual({ text: 'another tab, still open' });
    expect(readLocalDraft(s, 'side@empty')).toBeNull();
  });

  it('stay in the browser copy while the core refuses them', async () => {
    const s = memoryStorage();
    writeLocalDraft(s, 'reply:9@gone', { text: 'kept' }, now - 2 * CLOSED_DRAFT_AGE_MS, true);
    const c = core(false);
    await putClosedDraftsAside(c, s, defaults, now, false);
    expect(readLocalDraft(s, 'reply:9@gone')).toEqual({ text: 'kept' });
    expect(c.intents.some((i) => i.type === 'draft.save')).toBe(false);
  });
});
