// createApiClient: every call of section 7 as a typed method, grouped by area. Every method answers
// Promise<ApiResult<T>> and never throws (one way, used everywhere). Paged calls answer { items, next, prev }.
import { type CallerConfig, createCaller } from './caller.ts';
import { accountCalls } from './calls-accounts.ts';
import { discoveryCalls } from './calls-discovery.ts';
import { listFilterCalls } from './calls-lists-filters.ts';
import { notificationCalls } from './calls-notifications.ts';
import { statusCalls } from './calls-statuses.ts';

export type { CallOptions } from './caller.ts';
export type { FilterFields, ListFields } from './calls-lists-filters.ts';
export type { GroupedPage, PushSubscriptionBody } from './calls-notifications.ts';
export type { MediaFields, StatusParams } from './calls-statuses.ts';
export type { ApiResult } from './errors.ts';
export type { Page, PageParams } from './link.ts';

export type ApiClientConfig = CallerConfig;

export function createApiClient(config: ApiClientConfig) {
  const caller = createCaller(config);
  return {
    rateLimit: caller.rateLimit,
    baseUrl: caller.baseUrl,
    ...accountCalls(caller),
    ...statusCalls(caller),
    ...notificationCalls(caller),
    ...listFilterCalls(caller),
    ...discoveryCalls(caller),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
