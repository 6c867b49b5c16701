// Wire entities as a Mastodon server sends them (snake_case), one file per kind; this module gathers them, so
// `shared/wire/entities.ts` stays the one import. The reference is the OpenAPI description in
// ../shared/contract/openapi/. Fields a server may omit are optional; ids are strings after normalization
// (worker/api/normalize.ts turns the real server's numeric ids, e.g. most_recent_notification_id, into strings).
// Unknown fields are allowed and ignored; unknown enum values are kept as plain strings.

export type * from './accounts.ts';
export type * from './collections.ts';
export type * from './filters.ts';
export type * from './instance.ts';
export type * from './notifications.ts';
export type * from './scalars.ts';
export type * from './statuses.ts';
