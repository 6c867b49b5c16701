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
  compileUserRegex,
  readTimelineSettings,
  regexBodyFor,
  shownBySettings,
  type TimelineSettings,
  type UserRegex,
} from './timelineSettings.ts';
