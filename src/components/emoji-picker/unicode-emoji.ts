// The Unicode emoji by group, built once from unicode-emoji-json: imported by the picker, and fetched on demand by
// compose's `:` suggestions, so the data is one chunk that is never in the first bundle.
import groups from 'unicode-emoji-json/data-by-group.json';
import { type UnicodeGroup, unicodeCategories } from './emoji-data.ts';

export const UNICODE = unicodeCategories(groups as UnicodeGroup[]);
