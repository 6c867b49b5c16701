// The filter edit form as plain data: a server filter → form state, validation (title required, at least one
// context), and form state → the POST/PUT body (new keywords without id, changed ones with their id, removed ones
// with `_destroy`). Also the texts of the filter list (contexts, action, keyword count, expiry).
import type {
  FilterActionChoice,
  FilterContextName,
  FilterFieldsInput,
} from '../../../shared/protocol/filter-intents.ts';
import type { Filter } from '../../../shared/wire/entities.ts';
import { timeUntil } from '../../app/relative-time.ts';

export const CONTEXT_CHOICES: readonly { value: FilterContextName; label: string }[] = [
  { value: 'home', label: 'Home and lists' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'public', label: 'Public timelines' },
  { value: 'thread', label: 'Conversations' },
  { value: 'account', label: 'Profiles' },
];

export const ACTION_CHOICES: readonly { value: FilterActionChoice; label: string; hint: string }[] = [
  { value: 'warn', label: 'Hide with a warning', hint: 'The post shows behind “Matches filter”.' },
  { value: 'blur', label: 'Hide media', hint: 'Media are hidden behind a warning.' },
  { value: 'hide', label: 'Hide completely', hint: 'The post is not shown at all.' },
];

/** 'keep' (editing: leave the expiry as it is), 'never', or seconds from now. */
export type ExpiryChoice = 'keep' | 'never' | `${number}`;

export const EXPIRY_CHOICES: readonly { value: Exclude<ExpiryChoice, 'keep'>; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '1800', label: '30 minutes' },
  { value: '3600', label: '1 hour' },
  { value: '21600', label: '6 hours' },
  { value: '43200', label: '12 hours' },
  { value: '86400', label: '1 day' },
  { value: '604800', label: '1 week' },
];

export interface KeywordRow {
  /** The server's keyword id; absent for a keyword added in this form. */
  id?: string;
  keyword: string;
  wholeWord: boolean;
  /** Removed in the form: sent with `_destroy` (only meaningful with an id). */
  removed: boolean;
}

export interface FilterFormState {
  title: string;
  keywords: KeywordRow[];
  contexts: FilterContextName[];
  action: FilterActionChoice;
  expiry: ExpiryChoice;
  /** The filter's expiry when the form opened (the 'keep' choice shows it). */
  expiresAt: string | null;
}

export interface FilterFormErrors {
  title?: string;
  contexts?: string;
}

const isContext = (c: string): c is FilterContextName => CONTEXT_CHOICES.some((x) => x.value === c);
const isAction = (a: string): a is FilterActionChoice => ACTION_CHOICES.some((x) => x.value === a);

/** A new filter (optionally starting with a context, e.g. the FILTER modal's contextType) or an existing one. */
export function formFromFilter(filter: Filter | null, context?: FilterContextName): FilterFormState {
  if (!filter) {
    return {
      title: '',
      keywords: [{ keyword: '', wholeWord: true, removed: false }],
      contexts: context ? [context] : ['home'],
      action: 'warn',
      expiry: 'never',
      expiresAt: null,
    };
  }
  return {
    title: filter.title,
    keywords: (filter.keywords ?? []).map((k) => ({
      id: k.id,
      keyword: k.keyword,
      wholeWord: k.whole_word === true,
      removed: false,
    })),
    contexts: filter.context.filter(isContext),
    action: isAction(filter.filter_action) ? filter.filter_action : 'warn',
    expiry: filter.expires_at ? 'keep' : 'never',
    expiresAt: filter.expires_at,
  };
}

export function validateFilterForm(state: FilterFormState): FilterFormErrors {
  const errors: FilterFormErrors = {};
  if (state.title.trim() === '') errors.title = 'A title is required.';
  if (state.contexts.length === 0) errors.contexts = 'Choose at least one place where the filter applies.';
  return errors;
}

export const hasErrors = (e: FilterFormErrors) => e.title !== undefined || e.contexts !== undefined;

/**
 * The request body. `original` is the filter being edited (null: creating). Keywords: blank new ones are left
 * out, removed ones with an id are destroyed, existing ones are sent only when changed; a kept keyword that was
 * blanked is destroyed too (the server would refuse a blank keyword).
 */
export function filterFieldsOf(state: FilterFormState, original: Filter | null): FilterFieldsInput {
  const fields: FilterFieldsInput = {
    title: state.title.trim(),
    context: CONTEXT_CHOICES.map((c) => c.value).filter((c) => state.contexts.includes(c)),
    filter_action: state.action,
  };
  if (state.expiry === 'never') {
    // Creating: no expiry is the default. Editing a filter that had one: null clears it.
    if (original?.expires_at) fields.expires_in = null;
  } else if (state.expiry !== 'keep') fields.expires_in = Number(state.expiry);
  const before = new Map((original?.keywords ?? []).map((k) => [k.id, k]));
  const keywords: NonNullable<FilterFieldsInput['keywords_attributes']> = [];
  for (const k of state.keywords) {
    const text = k.keyword.trim();
    if (k.id !== undefined && before.has(k.id)) {
      const old = before.get(k.id);
      if (k.removed || text === '') keywords.push({ id: k.id, _destroy: true });
      else if (old?.keyword !== text || (old?.whole_word === true) !== k.wholeWord)
        keywords.push({ id: k.id, keyword: text, whole_word: k.wholeWord });
    } else if (!k.removed && text !== '') keywords.push({ keyword: text, whole_word: k.wholeWord });
  }
  if (keywords.length > 0) fields.keywords_attributes = keywords;
  return fields;
}

// ---- the list's texts

export const contextsText = (contexts: readonly string[]): string =>
  CONTEXT_CHOICES.filter((c) => contexts.includes(c.value))
    .map((c) => c.label)
    .join(', ') || 'Nowhere';

export const actionText = (action: string): string =>
  ACTION_CHOICES.find((a) => a.value === action)?.label ?? 'Hide with a warning';

export const keywordCountText = (n: number): string =>
  n === 0 ? 'No keywords' : n === 1 ? '1 keyword' : `${n} keywords`;

/** "Never expires", "Expired", or "Expires in 3 hours" (rounded down to the largest unit). */
export function expiryText(expiresAt: string | null | undefined, now: number): string {
  if (!expiresAt || !Number.isFinite(Date.parse(expiresAt))) return 'Never expires';
  const left = timeUntil(expiresAt, now);
  return left === null ? 'Expired' : `Expires ${left}`;
}

/** Keywords a filter still has (for the list's count). */
export const keywordCount = (f: Filter): number => (f.keywords ?? []).length;
