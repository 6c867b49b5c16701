export { DEFAULT_MAX_STATUSES, EntityStore, type EntityStoreOptions } from './entityStore.ts';
export type { StoreChange, StoredQuote, StoredStatus } from './types.ts';
