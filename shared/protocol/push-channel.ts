// The channel the core pushes a tab's batches on (PushFn): one-way. A comlink proxy call would have the tab answer
// every push and the core receive and settle that answer: a message each way per batch per tab, on the tab's main
// thread and on the core's one thread, for nothing (a closed tab never answers anyway; heartbeats find it). The tab
// hands over a MessagePort instead (comlink transfer handler of this name, registered by both sides: the tab's half
// in src/core-client/push-channel.ts, the core's in worker/core/push-channel.ts); the core posts each batch on it.
export const PUSH_CHANNEL_HANDLER = 'woolly-push-channel';
