// The API's notification calls: grouped and plain notifications, requests and policy, read markers, Web Push.
import type { GroupedNotificationsResults, NotificationGroup } from '../../shared/wire/entities.ts';
import { type Caller, id, q } from './caller.ts';
import type { ApiResult } from './errors.ts';
import { type Page, type PageParams, parseLinkHeader } from './link.ts';
import { R } from './routes.ts';

export interface GroupedPage extends Page<NotificationGroup> {
  accounts: GroupedNotificationsResults['accounts'];
  partial_accounts: NonNullable<GroupedNotificationsResults['partial_accounts']>;
  statuses: GroupedNotificationsResults['statuses'];
}

/** The web UI's push subscription shapes (not in the OpenAPI description; per the contract README). */
export interface PushSubscriptionBody {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  data: { policy?: string; alerts: Record<string, boolean> };
}

export function notificationCalls({ call, paged, raw }: Caller) {
  return {
    notifications: {
      list: (
        options: { types?: string[]; exclude_types?: string[]; account_id?: string; limit?: number } = {},
        page?: PageParams,
      ) => paged(R.notifications, { query: q(page, options) }),
      fetch: (notificationId: string) => call(R.notificationFetch, { path: id(notificationId) }),
      grouped: async (
        options: {
          grouped_types?: string[];
          exclude_types?: string[];
          types?: string[];
          expand_accounts?: 'full' | 'partial_avatars';
          limit?: number;
        } = {},
        page?: PageParams,
      ): Promise<ApiResult<GroupedPage>> => {
        const res = await raw(R.groupedNotifications, { query: q(page, options) });
        if (!res.ok) return res;
        const links = parseLinkHeader(res.headers.get('link'));
        const v = res.value;
        return {
          ok: true,
          status: res.status,
          value: {
            items: v.notification_groups,
            accounts: v.accounts,
            partial_accounts: v.partial_accounts ?? [],
            statuses: v.statuses,
            ...links,
          },
        };
      },
      clear: () => call(R.notificationsClear),
      unreadCount: (options: { grouped_types?: string[]; exclude_types?: string[]; limit?: number } = {}) =>
        call(R.unreadCount, { query: { ...options } }),
      policy: () => call(R.policyFetch),
      updatePolicy: (policy: {
        for_not_following?: string;
        for_not_followers?: string;
        for_new_accounts?: string;
        for_private_mentions?: string;
        for_limited_accounts?: string;
      }) => call(R.policyUpdate, { json: { ...policy } }),
      requests: (page?: PageParams) => paged(R.requests, { query: q(page) }),
      request: (requestId: string) => call(R.requestFetch, { path: id(requestId) }),
      acceptRequest: (requestId: string) => call(R.requestAccept, { path: id(requestId) }),
      dismissRequest: (requestId: string) => call(R.requestDismiss, { path: id(requestId) }),
      acceptRequests: (ids: string[]) => call(R.requestsAccept, { query: { id: ids } }),
      dismissRequests: (ids: string[]) => call(R.requestsDismiss, { query: { id: ids } }),
      /** The notifications of one request: `GET /api/v1/notifications?account_id=`. */
      requestNotifications: (accountId: string, page?: PageParams) =>
        paged(R.notifications, { query: q(page, { account_id: accountId }) }),
    },

    markers: {
      fetch: (timelines: ('home' | 'notifications')[] = ['notifications']) =>
        call(R.markersFetch, { query: { timeline: timelines } }),
      save: (markers: { home?: { last_read_id: string }; notifications?: { last_read_id: string } }) =>
        call(R.markersSave, { json: { ...markers } }),
    },

    push: {
      create: (body: PushSubscriptionBody) => call(R.pushCreate, { json: { ...body } }),
      update: (subscriptionId: string, data: { alerts: Record<string, boolean>; policy?: string }) =>
        call(R.pushUpdate, { path: id(subscriptionId), json: { data } }),
      /** Removes the server's subscription for this token (nothing to remove answers {} as well). */
      remove: () => call(R.pushRemove, {}),
    },
  };
}
