// Web Push: key validation, the subscription flow over an injected environment, and the server adapter.
export { PUSH_ALERT_TYPES, type PushData, type PushPolicy } from './alerts.ts';
export { pushDataFromSettings } from './alerts-from-settings.ts';
export { apiPushServer, type PushApiCalls } from './api-server.ts';
export type {
  BrowserPushSubscription,
  PushBrowser,
  PushEnvironment,
  PushServer,
  PushServerBody,
  PushStore,
  StoredPushSubscription,
} from './environment.ts';
export { kvPushStore, parseStoredPushSubscription, pushStoreKey } from './store.ts';
export {
  clearPushSubscription,
  disablePush,
  type PushSyncFailure,
  type PushSyncInput,
  type PushSyncResult,
  syncPushSubscription,
} from './subscribe.ts';
export { checkVapidKey, decodeBase64Url, encodeBase64Url, type VapidKeyCheck } from './vapid.ts';
