export {
  type CompiledFilter,
  type CompiledFilters,
  type ContextFilters,
  compileFilters,
  isExpired,
  noFilters,
} from './compile.ts';
export { evaluateFilters, type FilterScope, type Verdict } from './evaluate.ts';
export { keywordSource } from './keywordRegex.ts';
export { filterContextFor, hideShowsAsWarn } from './scope.ts';
export { searchTextOf } from './searchText.ts';
export {
  readTimelineSettings,
  regexBodyFor,
  shownBySettings,
  type TimelineSettings,
} from './timelineSettings.ts';
export { compileUserRegex, type UserRegex } from './userRegex.ts';
