// The API layer's public surface, for the core's wiring. Everything here is plain functions with injected
// fetch, clock and timers; nothing starts on import.
export { type ActionOptions, type ActionPhase, type ActionResult, runAction } from './actions.ts';
export { type Alert, type AlertOptions, CALLS_WITHOUT_ALERT, toAlert, UNEXPECTED } from './alerts.ts';
export {
  createLookupCache,
  type DomainBlocksState,
  domainBlocksOutcome,
  type ListFetchOutcome,
  listFetchOutcome,
  type PushFailureReason,
  pushFailureOutcome,
  pushPrecheck,
} from './catalogue.ts';
export {
  type ApiClient,
  type ApiClientConfig,
  createApiClient,
  type FilterFields,
  type GroupedPage,
  type ListFields,
  type MediaFields,
  type PushSubscriptionBody,
  type StatusParams,
} from './client.ts';
export { ApiError, type ApiErrorKind, type ApiResult, isApiError } from './errors.ts';
export { ANONYMOUS, type Identity, type InstanceConfig, identityFrom, instanceConfig } from './identity.ts';
export { isLoopbackHost, normalizeInstanceUrl, streamingBaseUrl } from './instance-url.ts';
export { type Page, type PageParams, parseLinkHeader } from './link.ts';
export { createLoadingBar, type LoadingBar, type LoadingBarState, loadingBarReducer } from './loading-bar.ts';
export { compareIds, createMarkersUploader, type MarkerUpdate } from './markers-uploader.ts';
export { createOAuth, OAUTH_SCOPES, type PendingSignIn } from './oauth.ts';
export { createRelationshipBatcher } from './relationships.ts';
export { createSettingsSaver } from './settings-saver.ts';
export { createThrottle, realTimers, type Timers } from './timers.ts';
