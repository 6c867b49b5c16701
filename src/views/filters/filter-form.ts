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
import { currentLocale, type MessageId, t } from '../../i18n/index.ts';

export const CONTEXT_CHOICES: readonly { value: FilterContextName; label: MessageId }[] = [
  { value: 'home', label: 'filters.context.home' },
  { value: 'notifications', label: 'filters.context.notifications' },
  { value: 'public', label: 'filters.context.public' },
  { value: 'thread', label: 'filters.context.thread' },
  { value: 'account', label: 'filters.context.account' },
];

export const ACTION_CHOICES: readonly { value: FilterActionChoice; label: MessageId; hint: MessageId }[] = [
  { value: 'warn', label: 'filters.action.warn', hint: 'filters.action.warnHint' },
  { value: 'blur', label: 'filters.action.blur', hint: 'filters.action.blurHint' },
  { value: 'hide', label: 'filters.action.hide', hint: 'filters.action.hideHint' },
];

/** 'keep' (editing: leave the expiry as it is), 'never', or seconds from now. */
export type ExpiryChoice = 'keep' | 'never' | `${number}`;

/** Each choice with its message and number ("30 minutes", "1 week"). */
export const EXPIRY_CHOICES: readonly {
  value: Exclude<ExpiryChoice, 'keep'>;
  label: MessageId;
  n?: number;
}[] = [
  { value: 'never', label: 'filters.never' },
  { value: '1800', label: 'filters.minutes', n: 30 },
  { value: '3600', label: 'filters.hours', n: 1 },
  { value: '21600', label: 'filters.hours', n: 6 },
  { value: '43200', label: 'filters.hours', n: 12 },
  { value: '86400', label: 'filters.days', n: 1 },
  { value: '604800', label: 'filters.weeks', n: 1 },
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
  if (state.title.trim() === '') errors.title = t('filters.titleRequired');
  if (state.contexts.length === 0) errors.contexts = t('filters.contextRequired');
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

/** The places, listed as the language lists things ("Home and lists, Conversations"). */
export const contextsText = (contexts: readonly string[]): string =>
  new Intl.ListFormat(currentLocale().locale, { type: 'unit', style: 'short' }).format(
    CONTEXT_CHOICES.filter((c) => contexts.includes(c.value)).map((c) => t(c.label)),
  ) || t('filters.nowhere');

export const actionText = (action: string): string =>
  t(ACTION_CHOICES.find((a) => a.value === action)?.label ?? 'filters.action.warn');

export const keywordCountText = (n: number): string => t('filters.keywordCount', { count: n });

/** "Never expires", "Expired", or "Expires in 3 hours" (rounded down to the largest unit). */
export function expiryText(expiresAt: string | null | undefined, now: number): string {
  if (!expiresAt || !Number.isFinite(Date.parse(expiresAt))) return t('filters.neverExpires');
  const left = timeUntil(expiresAt, now);
  return left === null ? t('filters.expired') : t('filters.expires', { left });
}

/** Keywords a filter still has (for the list's count). */
export const keywordCount = (f: Filter): number => (f.keywords ?? []).length;
