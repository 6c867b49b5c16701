// The notification routes: plain and grouped notifications, requests, policy, unread count.
import { arrayOf, normalizeEmpty, normalizeUnreadCount } from './normalize/misc.ts';
import {
  normalizeGroupedResults,
  normalizeNotification,
  normalizeNotificationPolicy,
  normalizeNotificationRequest,
} from './normalize/notification.ts';
import { PAGED, route, USER } from './route.ts';

export const NOTIFICATION_ROUTES = {
  // Notifications
  notifications: route(
    'notifications.list',
    'GET',
    '/api/v1/notifications',
    arrayOf(normalizeNotification),
    PAGED,
  ),
  notificationFetch: route('notifications.fetch', 'GET', '/api/v1/notifications/{id}', normalizeNotification),
  groupedNotifications: route(
    'notifications.grouped',
    'GET',
    '/api/v2/notifications',
    normalizeGroupedResults,
    PAGED,
  ),
  notificationsClear: route('notifications.clear', 'POST', '/api/v1/notifications/clear', normalizeEmpty),
  unreadCount: route(
    'notifications.unreadCount',
    'GET',
    '/api/v2/notifications/unread_count',
    normalizeUnreadCount,
    USER,
  ),
  policyFetch: route(
    'notifications.policy',
    'GET',
    '/api/v2/notifications/policy',
    normalizeNotificationPolicy,
  ),
  policyUpdate: route(
    'notifications.updatePolicy',
    'PUT',
    '/api/v2/notifications/policy',
    normalizeNotificationPolicy,
  ),
  requests: route(
    'notifications.requests',
    'GET',
    '/api/v1/notifications/requests',
    arrayOf(normalizeNotificationRequest),
    PAGED,
  ),
  requestFetch: route(
    'notifications.request',
    'GET',
    '/api/v1/notifications/requests/{id}',
    normalizeNotificationRequest,
  ),
  requestAccept: route(
    'notifications.acceptRequest',
    'POST',
    '/api/v1/notifications/requests/{id}/accept',
    normalizeEmpty,
  ),
  requestDismiss: route(
    'notifications.dismissRequest',
    'POST',
    '/api/v1/notifications/requests/{id}/dismiss',
    normalizeEmpty,
  ),
  requestsAccept: route(
    'notifications.acceptRequests',
    'POST',
    '/api/v1/notifications/requests/accept',
    normalizeEmpty,
  ),
  requestsDismiss: route(
    'notifications.dismissRequests',
    'POST',
    '/api/v1/notifications/requests/dismiss',
    normalizeEmpty,
  ),
} as const;
