// The drafts put aside, kept by the core for each account (issue 19 item 7): the same list for every tab, in
// IndexedDB beside the identity, so it survives a restart of the browser. The list's rules are plain functions
// (shared/compose/saved-drafts.ts); this holds the list per account, writes it, finds the excerpt of the post a
// draft answers, and tells every tab that the list changed (`onChange`, a version in the global state).
import {
  type DraftParent,
  excerptOf,
  readSavedDrafts,
  type SavedDraft,
  withoutSavedDraft,
  withSavedDraft,
} from '../../shared/compose/saved-drafts.ts';
import type { ComposeLaterIntent } from '../../shared/protocol/compose-later.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { createAccountList } from '../persistence/account-list.ts';
import type { KvStore } from '../persistence/kv-store.ts';

export interface SavedDraftsDeps {
  kv: Pick<KvStore, 'get' | 'set'> | null;
  /** The signed-in account's key (`instance|accountId`); null when nobody is signed in. */
  accountKey: () => string | null;
  now: () => number;
  makeId: () => string;
  /** The post a draft answers, for its excerpt (null when it cannot be fetched: the draft is kept without it). */
  parentOf: (statusId: string) => Promise<{ acct: string; text: string } | null>;
  /** Keeps a compose draft under an id (the core's `draft.save`), for a resumed draft. */
  saveDraft: (draftId: string, draft: unknown) => Promise<unknown>;
  onChange: () => void;
  log?: (m: string) => void;
}

type SavedIntent = Extract<ComposeLaterIntent, { type: `drafts.${string}` }>;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The post a draft belongs to: a quote (the quote field of the draft) or the reply's parent. */
function parentIdOf(
  draft: Record<string, unknown>,
): { id: string; relation: DraftParent['relation'] } | null {
  const quoted = draft.quotedStatusId;
  if (typeof quoted === 'string' && quoted) return { id: quoted, relation: 'quote' };
  const reply = draft.inReplyToId;
  if (typeof reply === 'string' && reply && !draft.editId) return { id: reply, relation: 'reply' };
  return null;
}

export function createSavedDraftsStore(deps: SavedDraftsDeps) {
  const drafts = createAccountList<SavedDraft>(deps, { name: 'saved-drafts', read: readSavedDrafts });
  const load = drafts.load;
  const change = async (account: string, edit: (l: SavedDraft[]) => SavedDraft[]) => {
    const next = await drafts.change(account, edit);
    deps.onChange();
    return next;
  };

  /** The parent as the list shows it: the one already known for this draft, else fetched. */
  async function parentFor(draft: Record<string, unknown>, before: SavedDraft | undefined) {
    const p = parentIdOf(draft);
    if (!p) return null;
    if (before?.parent?.id === p.id) return { ...before.parent, relation: p.relation };
    const got = await deps.parentOf(p.id).catch(() => null);
    return { ...p, acct: got?.acct ?? '', excerpt: got ? excerptOf(got.text) : '' };
  }

  async function intent(i: SavedIntent): Promise<IntentResult> {
    const account = deps.accountKey();
    if (!account) return { ok: false, alert: null };
    switch (i.type) {
      case 'drafts.list':
        return { ok: true, value: await load(account) };
      case 'drafts.put': {
        if (!isObj(i.draft)) return { ok: false, alert: null };
        const draft = i.draft;
        const id = i.id ?? deps.makeId();
        const before = (await load(account)).find((d) => d.id === id);
        const entry: SavedDraft = {
          id,
          draft,
          updatedAt: deps.now(),
          parent: await parentFor(draft, before),
        };
        await change(account, (l) => withSavedDraft(l, entry));
        return { ok: true, value: entry };
      }
      case 'drafts.remove': {
        const gone = (await load(account)).find((d) => d.id === i.id);
        if (!gone) return { ok: true, value: null };
        await change(account, (l) => withoutSavedDraft(l, i.id));
        return { ok: true, value: gone };
      }
      case 'drafts.restore': {
        const [entry] = readSavedDrafts([i.entry]);
        if (!entry) return { ok: false, alert: null };
        await change(account, (l) => withSavedDraft(l, entry));
        return { ok: true, value: entry };
      }
      case 'drafts.resume': {
        const entry = (await load(account)).find((d) => d.id === i.id);
        if (!entry) return { ok: false, alert: null };
        // Into compose first, then out of the list: a failure in between leaves it in both, never in neither.
        await deps.saveDraft(i.draftId, entry.draft);
        await change(account, (l) => withoutSavedDraft(l, i.id));
        return { ok: true, value: entry.draft };
      }
    }
  }

  return { intent };
}
