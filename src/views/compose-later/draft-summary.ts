// What the drafts list shows of a stored draft (any shape an older build wrote): its text, warning, time and the
// post it answers.
import type { DraftParent, SavedDraft } from '../../../shared/compose/saved-drafts.ts';

const TEXT_SHOWN = 280;

export interface DraftSummary {
  text: string;
  spoilerText: string;
  scheduledAt: string | null;
  parent: DraftParent | null;
}

export function draftSummary(d: SavedDraft): DraftSummary {
  const v = d.draft;
  const text = typeof v.text === 'string' ? v.text : '';
  return {
    text: text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN)}…` : text,
    spoilerText: v.spoilerOn === true && typeof v.spoilerText === 'string' ? v.spoilerText : '',
    scheduledAt: typeof v.scheduledAt === 'string' && v.scheduledAt ? v.scheduledAt : null,
    parent: d.parent,
  };
}
