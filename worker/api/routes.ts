// Every endpoint the client calls, with its method, path template and the normalizer of its answer. The client's
// methods are built on these descriptors, and the contract tests read the same list: what is checked against the
// OpenAPI description and replayed against the recordings is exactly what the client sends and parses.
import type { Route } from './route.ts';
import { ACCOUNT_ROUTES } from './routes-accounts.ts';
import { INSTANCE_ROUTES } from './routes-instance.ts';
import { NOTIFICATION_ROUTES } from './routes-notifications.ts';
import { STATUS_ROUTES } from './routes-statuses.ts';

export type { Route } from './route.ts';

export const R = {
  ...ACCOUNT_ROUTES,
  ...STATUS_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...INSTANCE_ROUTES,
} as const;

/** All routes, in definition order (the tables' order): the contract tests iterate this list. */
export const ROUTES: Route<unknown>[] = Object.values(R);

/** The route whose template matches a method and path (for the recordings replay and diagnostics). */
export function matchRoute(method: string, pathname: string): Route<unknown> | null {
  const holes = (r: Route<unknown>) => (r.path.match(/\{/g) ?? []).length;
  let best: Route<unknown> | null = null;
  for (const r of ROUTES) {
    if (r.method !== method.toUpperCase()) continue;
    const re = new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}/?$`);
    // A literal segment beats a placeholder: `/accounts/lookup` is not `/accounts/{id}`.
    if (re.test(pathname) && (best === null || holes(r) < holes(best))) best = r;
  }
  return best;
}
