// The route table (section 2), the same in every layout: the deck's /deck prefix is taken off by its location
// hook before matching. Rarely used screens are split out with React.lazy.
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { decodeSegment } from './route-params.ts';
import { HomeScreen, NotFound, NotificationsScreen, PublicScreen } from './screens.tsx';

const TagScreen = lazy(() => import('./lazy/TagScreen.tsx'));
const ListScreen = lazy(() => import('./lazy/ListScreen.tsx'));
const CollectionScreen = lazy(() => import('./lazy/CollectionScreen.tsx'));
const ThreadScreen = lazy(() => import('./lazy/ThreadScreen.tsx'));
const ProfileScreen = lazy(() => import('./lazy/ProfileScreen.tsx'));
const ComposeScreen = lazy(() => import('./lazy/ComposeScreen.tsx'));
const SignInScreen = lazy(() => import('./lazy/SignInScreen.tsx'));
const OAuthCallbackScreen = lazy(() => import('./lazy/OAuthCallbackScreen.tsx'));
const RequestsScreen = lazy(() => import('../views/notifications/RequestsScreen.tsx'));
const FilterScreens = lazy(() => import('../views/filters/FilterScreens.tsx'));

/** `/@acct` and `/@acct/statusId` have the parameter inside a segment, so they are regular expressions. */
export const PROFILE_ROUTE = /^\/@(?<acct>[^/]+)\/?$/;
export const THREAD_ROUTE = /^\/@(?<acct>[^/]+)\/(?<statusId>[^/]+)\/?$/;
/** /filters (the list), /filters/new and /filters/:id (the form). */
export const FILTERS_ROUTE = /^\/filters(?:\/(?<id>[^/]+))?\/?$/;

/** The screen for the route's decoded parameters, or Not found when one has a malformed escape (`/@%`). */
function withParams(
  raw: readonly (string | undefined)[],
  screen: (decoded: string[]) => ReactNode,
): ReactNode {
  const decoded = raw.map(decodeSegment);
  return decoded.every((d) => d !== null) ? screen(decoded as string[]) : <NotFound />;
}

export function AppRoutes({ exclude = [] }: { exclude?: readonly string[] }) {
  return (
    <Suspense fallback={<p className="loader">Loading…</p>}>
      <Switch>
        <Route path="/">{exclude.includes('home') ? null : <HomeScreen />}</Route>
        <Route path="/home">{exclude.includes('home') ? null : <HomeScreen />}</Route>
        <Route path="/notifications/requests">
          <RequestsScreen />
        </Route>
        <Route path="/notifications">
          {exclude.includes('notifications') ? null : <NotificationsScreen />}
        </Route>
        <Route path="/public">
          <PublicScreen local={false} />
        </Route>
        <Route path="/public/local">
          <PublicScreen local />
        </Route>
        <Route path="/tags/:tag">
          {(p) => withParams([p.tag], ([tag]) => <TagScreen tag={tag ?? ''} />)}
        </Route>
        <Route path="/lists/:id">{(p) => withParams([p.id], ([id]) => <ListScreen id={id ?? ''} />)}</Route>
        <Route path="/bookmarks">
          <CollectionScreen which="bookmarks" />
        </Route>
        <Route path="/favourites">
          <CollectionScreen which="favourites" />
        </Route>
        <Route path="/publish">{exclude.includes('compose') ? null : <ComposeScreen />}</Route>
        <Route path="/statuses/new">{exclude.includes('compose') ? null : <ComposeScreen />}</Route>
        <Route path={FILTERS_ROUTE}>
          {(p: { id?: string }) => withParams([p.id], ([id]) => <FilterScreens id={p.id && id} />)}
        </Route>
        <Route path="/sign-in">
          <SignInScreen />
        </Route>
        <Route path="/oauth/callback">
          <OAuthCallbackScreen />
        </Route>
        <Route path={THREAD_ROUTE}>
          {(p: { acct?: string; statusId?: string }) =>
            withParams([p.acct, p.statusId], ([, statusId]) => <ThreadScreen statusId={statusId ?? ''} />)
          }
        </Route>
        <Route path={PROFILE_ROUTE}>
          {(p: { acct?: string }) => withParams([p.acct], ([acct]) => <ProfileScreen acct={acct ?? ''} />)}
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
