// What does not work in one filter, as the core found when compiling it (a keyword its engine cannot match): shown
// on the filters list and the filter's edit form, so a filter is never silently half-working.

import type { FilterProblem } from '../../../shared/protocol/filter-intents.ts';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import { coreMessage } from '../../app/core-text.ts';
import { useT } from '../../i18n/index.ts';

/** The problems in a `filters.problems` answer; none when the answer is not a list. */
export function problemsOf(r: IntentResult): FilterProblem[] {
  return r.ok && Array.isArray(r.value) ? (r.value as FilterProblem[]) : [];
}

export function FilterProblems({
  problems,
  filterId,
}: {
  problems: readonly FilterProblem[];
  filterId: string;
}) {
  const mine = problems.filter((p) => p.filterId === filterId);
  const t = useT();
  if (mine.length === 0) return null;
  return (
    <div className="filter-problems" role="status">
      <strong>{t('filters.notFullyWorking')}</strong>
      {mine.map((p) => (
        <p key={JSON.stringify(p.message)} className="filter-problem">
          {coreMessage(p.message)}
        </p>
      ))}
    </div>
  );
}
