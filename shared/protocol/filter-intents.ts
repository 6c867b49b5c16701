// The intents of filter management (section 3 filters, the FILTER modal). The core sends them through the API
// client's filter routes (worker/filters/requests.ts), updates its one filters source at once, and every open view
// is re-evaluated; the value answered is the server's filter (or the list for `filters.list`).

import type { Filter } from '../wire/entities.ts';
import type { CoreText } from './text.ts';

export type FilterContextName = 'home' | 'notifications' | 'public' | 'thread' | 'account';
export type FilterActionChoice = 'hide' | 'warn' | 'blur';

/** The body of POST/PUT /api/v2/filters, as the server takes it. `expires_in: null` clears the expiry. */
export interface FilterFieldsInput {
  title?: string;
  context?: FilterContextName[];
  filter_action?: FilterActionChoice;
  expires_in?: number | null;
  /** New keywords (no id), changed ones (id), removed ones (id and `_destroy: true`). */
  keywords_attributes?: { id?: string; keyword?: string; whole_word?: boolean; _destroy?: boolean }[];
}

/** A filter in force that does not fully work (a keyword the pattern engine cannot take), and why. */
export interface FilterProblem {
  filterId: string;
  title: string;
  message: CoreText;
}

export type FilterIntent =
  /** The account's filters, fetched again so the screen shows the server's list; answers Filter[]. */
  | { type: 'filters.list' }
  /** What does not work in the filters in force, as last compiled by the core; answers FilterProblem[]. */
  | { type: 'filters.problems' }
  /** Checks a regular expression typed in a column's settings with the core's engine; answers the message that
   *  says why it cannot be used, or null when it can. */
  | { type: 'filters.checkRegex'; body: string }
  | { type: 'filter.create'; fields: FilterFieldsInput }
  | { type: 'filter.update'; filterId: string; fields: FilterFieldsInput }
  | { type: 'filter.delete'; filterId: string }
  /** Adds a post to a filter (POST /api/v2/filters/{id}/statuses): the FILTER modal's "add to this filter". */
  | { type: 'filter.addStatus'; filterId: string; statusId: string };

export type FilterIntentType = FilterIntent['type'];

/** The intents that go to the server (the others are answered by the core itself). */
export type ServerFilterIntent = Exclude<FilterIntent, { type: 'filters.problems' | 'filters.checkRegex' }>;

export const FILTER_INTENT_TYPES: readonly FilterIntentType[] = [
  'filters.list',
  'filters.problems',
  'filters.checkRegex',
  'filter.create',
  'filter.update',
  'filter.delete',
  'filter.addStatus',
];

export const isFilterIntent = (i: { type: string }): i is FilterIntent =>
  (FILTER_INTENT_TYPES as readonly string[]).includes(i.type);

export type { Filter };
