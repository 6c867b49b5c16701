// What a route is (the client method's name, method, path template, the normalizer of its answer) and the
// shorthands the route tables use. The tables are routes-*.ts; routes.ts gathers them.
import type { Account, Status } from '../../shared/wire/entities.ts';
import { normalizeAccount } from './normalize/account.ts';
import { arrayOf, normalizeRelationship } from './normalize/misc.ts';
import type { Json, Parsed } from './normalize/primitives.ts';
import { normalizeStatus } from './normalize/status.ts';
import type { HttpMethod } from './transport.ts';

export interface Route<T> {
  /** The client method's name, `area.method`: the error catalogue and the alerts decide by it. */
  call: string;
  method: HttpMethod;
  path: string;
  parse: (body: Json) => Parsed<T>;
  /** Section 6: sent only with a signed-in user. */
  needsUser?: boolean;
  /** The answer is a page whose `Link` header gives the next and previous pages. */
  paged?: boolean;
}

export function route<T>(
  call: string,
  method: HttpMethod,
  path: string,
  parse: (body: Json) => Parsed<T>,
  extra: Pick<Route<T>, 'needsUser' | 'paged'> = {},
): Route<T> {
  return { call, method, path, parse, ...extra };
}

export const account = (v: Json) => normalizeAccount(v);
export const status = (v: Json) => normalizeStatus(v);
export const accounts = arrayOf<Account>(account);
export const statuses = arrayOf<Status>(status);
export const rel = normalizeRelationship;
export const PAGED = { paged: true } as const;
export const USER = { needsUser: true } as const;

export const acc = (name: string) => `/api/v1/accounts/{id}/${name}`;
export const st = (name: string) => `/api/v1/statuses/{id}/${name}`;
