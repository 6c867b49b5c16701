// What compose needs for "later" (issue 19 items 6 and 7), kept out of ComposeBox: the check of the scheduled time
// before sending (the server's rule, shared/compose/schedule.ts, said plainly instead of a 422 after the fact), what
// to tell once a post is scheduled or a draft put aside, and putting the draft aside in the core.
import { useState } from 'react';
import type { ComposeDraft } from '../../../../shared/compose/draft.ts';
import { type ScheduleProblem, scheduleProblem } from '../../../../shared/compose/schedule.ts';
import type { Core } from '../../../app/core-context.tsx';
import type { MessageId } from '../../../i18n/index.ts';

export type LaterNotice = { kind: 'saved' } | { kind: 'scheduled'; at: number };

export interface ComposeLater {
  problem: ScheduleProblem | null;
  notice: LaterNotice | null;
  dismiss(): void;
  /** Before sending: false (and why, shown) when the scheduled time cannot be sent. */
  allow(draft: ComposeDraft): boolean;
  /** A new scheduled time (or none): the message about the old one goes. */
  schedule(update: (patch: Partial<ComposeDraft>) => void, scheduledAt: string | null): void;
  /** After a successful send of `draft`. */
  posted(draft: ComposeDraft): void;
  /** Puts the draft aside in the core's list; resolves whether it is kept there. */
  putAside(draft: ComposeDraft): Promise<boolean>;
}

export function useComposeLater(core: Core, now: () => number = Date.now): ComposeLater {
  const [problem, setProblem] = useState<ScheduleProblem | null>(null);
  const [notice, setNotice] = useState<LaterNotice | null>(null);
  return {
    problem,
    notice,
    dismiss: () => setNotice(null),
    allow(draft) {
      const p = draft.editId ? null : scheduleProblem(draft.scheduledAt, now());
      setProblem(p);
      return p === null;
    },
    schedule(update, scheduledAt) {
      setProblem(null);
      update({ scheduledAt });
    },
    posted(draft) {
      setNotice(
        draft.scheduledAt && !draft.editId ? { kind: 'scheduled', at: Date.parse(draft.scheduledAt) } : null,
      );
    },
    async putAside(draft) {
      const r = await core.intent({ type: 'drafts.put', draft });
      if (r.ok) setNotice({ kind: 'saved' });
      return r.ok;
    },
  };
}

/** The send button's words: Save (an edit), Schedule post (a time is set) or Post. */
export const submitLabel = (draft: Pick<ComposeDraft, 'editId' | 'scheduledAt'>): MessageId =>
  draft.editId ? 'compose.save' : draft.scheduledAt ? 'composeLater.scheduleSubmit' : 'compose.post';
