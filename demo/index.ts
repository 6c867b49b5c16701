// The demo instance: an in-memory, Mastodon-compatible server (REST, OAuth, streaming WebSocket) with a seeded
// world, a load generator and fault injection. Used by `npm start`, the end-to-end tests and the benchmarks.
// Programmatic entry: startDemo(). The CLI is demo/main.ts.

export type { DemoOptions, DemoServer } from './server.ts';
export { startDemo } from './server.ts';
