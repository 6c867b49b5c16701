// All API routes in one table. Literal paths are added before parameterized ones where they overlap.
import { Router } from '../router.ts';
import { accountRoutes } from './accounts.ts';
import { discoveryRoutes } from './discovery.ts';
import { instanceRoutes } from './instance.ts';
import { listFilterRoutes } from './lists-filters.ts';
import { notificationRoutes } from './notifications.ts';
import { type OAuthDeps, oauthRoutes } from './oauth.ts';
import { reportRoutes } from './reports.ts';
import { scheduledRoutes } from './scheduled.ts';
import { searchRoutes } from './search.ts';
import { statusRoutes } from './statuses.ts';
import { timelineRoutes } from './timelines.ts';
import { trendRoutes } from './trends.ts';

export function buildRouter(deps: OAuthDeps): Router {
  const r = new Router();
  oauthRoutes(r, deps);
  instanceRoutes(r, deps.demoAccountId);
  accountRoutes(r);
  statusRoutes(r);
  timelineRoutes(r);
  notificationRoutes(r);
  listFilterRoutes(r);
  discoveryRoutes(r);
  searchRoutes(r);
  trendRoutes(r);
  scheduledRoutes(r);
  reportRoutes(r);
  return r;
}
