export {
  createTimelineEngine,
  type Emit,
  type OptimisticPatch,
  statusInvolvesAccount,
  TimelineEngine,
  type TimelineEngineOptions,
  timelineViewKey,
} from './engine.ts';
export { reevaluateItems } from './reevaluate.ts';
export { requestFor, showsPinnedFirst, type TimelineRequest } from './requests.ts';
export { acceptsStreamed, type StreamRef, type StreamSpec, streamsFor, tagRulesAccept } from './streams.ts';
export type {
  GapItem,
  GapRequest,
  PageParams,
  PagePosition,
  StatusItem,
  TimelineItem,
  TimelinePage,
  TimelineState,
} from './types.ts';
