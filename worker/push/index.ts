// Web Push: key validation, the subscription flow over an injected environment, and the server adapter.
export { PUSH_ALERT_TYPES, type PushData, type PushPolicy } from '../../shared/push/alerts.ts';
export { apiPushServer, type PushApiCalls } from '../../shared/push/api-server.ts';
export type {
  BrowserPushSubscription,
  PushBrowser,
  PushEnvironment,
  PushServer,
  PushServerBody,
  PushStore,
  StoredPushSubscription,
} from '../../shared/push/environment.ts';
export {
  clearPushSubscription,
  disablePush,
  type PushSyncFailure,
  type PushSyncInput,
  type PushSyncResult,
  syncPushSubscription,
} from '../../shared/push/subscribe.ts';
export {
  checkVapidKey,
  decodeBase64Url,
  encodeBase64Url,
  type VapidKeyCheck,
} from '../../shared/push/vapid.ts';
export { pushDataFromSettings } from './alerts-from-settings.ts';
export { kvPushStore, parseStoredPushSubscription, pushStoreKey } from './store.ts';
