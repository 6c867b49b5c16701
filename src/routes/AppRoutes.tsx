// The route table (section 2), the same in every layout: the deck's /deck prefix is taken off by its location
// hook before matching. Rarely used screens are split out with React.lazy.
import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useT } from '../i18n/index.ts';
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
const AccountListScreen = lazy(() => import('../views/account-lists/AccountListScreen.tsx'));
const HistoryScreen = lazy(() => import('../views/status-detail/HistoryScreen.tsx'));
const StatusAccountsScreen = lazy(() => import('../views/status-detail/StatusAccountsScreen.tsx'));
const SearchScreen = lazy(() => import('../views/search/SearchScreen.tsx'));
const ListsScreen = lazy(() => import('../views/lists/ListsScreen.tsx'));
const ListMembersScreen = lazy(() => import('../views/lists/ListMembersScreen.tsx'));
const ConversationsScreen = lazy(() => import('../views/conversations/ConversationsScreen.tsx'));
const ExploreScreen = lazy(() => import('../views/explore/ExploreScreen.tsx'));
const LinkScreen = lazy(() => import('./lazy/LinkScreen.tsx'));
const FollowedTagsScreen = lazy(() => import('../views/tags/FollowedTagsScreen.tsx'));
const DirectoryScreen = lazy(() => import('../views/directory/DirectoryScreen.tsx'));
const SettingsScreen = lazy(() => import('../views/settings/SettingsScreen.tsx'));
const ProfileEditScreen = lazy(() => import('../views/profile-edit/ProfileEditScreen.tsx'));
const ScheduledScreen = lazy(() => import('../views/compose-later/ScheduledScreen.tsx'));
const DraftsScreen = lazy(() => import('../views/compose-later/DraftsScreen.tsx'));
const KeyboardShortcutsScreen = lazy(() => import('../views/keyboard/KeyboardShortcutsScreen.tsx'));
const ShareScreen = lazy(() => import('./lazy/ShareScreen.tsx'));
const PinnedScreen = lazy(() => import('./lazy/PinnedScreen.tsx'));

/** `/@acct` and `/@acct/statusId` have the parameter inside a segment, so they are regular expressions. */
export const PROFILE_ROUTE = /^\/@(?<acct>[^/]+)(?:\/(?<tab>with_replies|media|followers|following))?\/?$/;
/** `/@acct/tagged/{tag}`: the profile's posts with one of its featured tags. */
export const PROFILE_TAGGED_ROUTE = /^\/@(?<acct>[^/]+)\/tagged\/(?<tag>[^/]+)\/?$/;
export const THREAD_ROUTE = /^\/@(?<acct>[^/]+)\/(?<statusId>[^/]+)\/?$/;
/** A post's pages, as Mastodon's web UI names them: /@acct/id/history, /reblogs, /favourites (`tagged` is a
 *  profile's tab, never a post id). */
export const STATUS_PAGE_ROUTE =
  /^\/@(?<acct>[^/]+)\/(?<statusId>(?!tagged\/)[^/]+)\/(?<page>history|reblogs|favourites)\/?$/;
/** /filters (the list), /filters/new and /filters/:id (the form). */
export const FILTERS_ROUTE = /^\/filters(?:\/(?<id>[^/]+))?\/?$/;

/** Explore's tabs, at Mastodon's addresses (/explore/tags…); anything else opens the first tab. */
const EXPLORE_TABS = ['posts', 'tags', 'links', 'suggestions'] as const;
const exploreTab = (s: string | undefined) => EXPLORE_TABS.find((x) => x === s);

/** A parameter of a path that decodes (AppRoutes checks the whole path first). */
const dec = (s: string | undefined) => decodeSegment(s) ?? '';

export function AppRoutes({ exclude = [] }: { exclude?: readonly string[] }) {
  // A broken escape anywhere in the address (`/@%`, `/tags/%E0%A4%A`) names nothing: not found, before any screen
  // asks the server about an account or tag called '%'.
  const [path] = useLocation();
  const t = useT();
  if (decodeSegment(path) === null) return <NotFound />;
  return (
    <Suspense fallback={<p className="loader">{t('timeline.loading')}</p>}>
      <Switch>
        <Route path="/">{exclude.includes('home') ? null : <HomeScreen />}</Route>
        <Route path="/home">{exclude.includes('home') ? null : <HomeScreen />}</Route>
        <Route path="/notifications/requests">
          <RequestsScreen />
        </Route>
        <Route path="/notifications">
          {exclude.includes('notifications') ? null : <NotificationsScreen />}
        </Route>
        <Route path="/conversations">
          <ConversationsScreen />
        </Route>
        <Route path="/public">
          <PublicScreen local={false} />
        </Route>
        <Route path="/public/local">
          <PublicScreen local />
        </Route>
        <Route path="/tags/:tag">{(p) => <TagScreen tag={dec(p.tag)} />}</Route>
        <Route path="/lists/:id">{(p) => <ListScreen id={p.id} />}</Route>
        <Route path="/lists">
          <ListsScreen />
        </Route>
        <Route path="/lists/:id/members">{(p) => <ListMembersScreen id={p.id} />}</Route>
        <Route path="/bookmarks">
          <CollectionScreen which="bookmarks" />
        </Route>
        <Route path="/favourites">
          <CollectionScreen which="favourites" />
        </Route>
        <Route path="/publish">{exclude.includes('compose') ? null : <ComposeScreen />}</Route>
        <Route path="/statuses/new">{exclude.includes('compose') ? null : <ComposeScreen />}</Route>
        <Route path="/follow_requests">
          <AccountListScreen list="follow_requests" />
        </Route>
        <Route path="/blocks">
          <AccountListScreen list="blocks" />
        </Route>
        <Route path="/mutes">
          <AccountListScreen list="mutes" />
        </Route>
        <Route path="/domain_blocks">
          <AccountListScreen list="domain_blocks" />
        </Route>
        <Route path="/search">
          <SearchScreen />
        </Route>
        <Route path="/explore">
          <ExploreScreen />
        </Route>
        <Route path="/explore/:tab">{(p) => <ExploreScreen tab={exploreTab(p.tab)} />}</Route>
        <Route path="/links/:url">{(p) => <LinkScreen url={dec(p.url)} />}</Route>
        <Route path="/followed_tags">
          <FollowedTagsScreen />
        </Route>
        <Route path="/directory">
          <DirectoryScreen />
        </Route>
        <Route path="/profile/edit">
          <ProfileEditScreen />
        </Route>
        <Route path={FILTERS_ROUTE}>{(p: { id?: string }) => <FilterScreens id={p.id && dec(p.id)} />}</Route>
        <Route path="/settings">
          <SettingsScreen />
        </Route>
        <Route path="/scheduled_statuses">
          <ScheduledScreen />
        </Route>
        <Route path="/drafts">
          <DraftsScreen />
        </Route>
        <Route path="/keyboard-shortcuts">
          <KeyboardShortcutsScreen />
        </Route>
        <Route path="/share">
          <ShareScreen />
        </Route>
        <Route path="/pinned">
          <PinnedScreen />
        </Route>
        <Route path="/sign-in">
          <SignInScreen />
        </Route>
        <Route path="/oauth/callback">
          <OAuthCallbackScreen />
        </Route>
        <Route path={PROFILE_ROUTE}>
          {(p: { acct?: string; tab?: 'with_replies' | 'media' | 'followers' | 'following' }) => (
            <ProfileScreen acct={dec(p.acct)} tab={p.tab} />
          )}
        </Route>
        <Route path={PROFILE_TAGGED_ROUTE}>
          {(p: { acct?: string; tag?: string }) => (
            <ProfileScreen acct={dec(p.acct)} tab="tagged" tag={dec(p.tag)} />
          )}
        </Route>
        <Route path={THREAD_ROUTE}>
          {(p: { acct?: string; statusId?: string }) => <ThreadScreen statusId={dec(p.statusId)} />}
        </Route>
        <Route path={STATUS_PAGE_ROUTE}>
          {(p: { acct?: string; statusId?: string; page?: 'history' | 'reblogs' | 'favourites' }) =>
            p.page === 'history' ? (
              <HistoryScreen acct={dec(p.acct)} statusId={dec(p.statusId)} />
            ) : (
              <StatusAccountsScreen
                statusId={dec(p.statusId)}
                relation={p.page === 'reblogs' ? 'reblogged_by' : 'favourited_by'}
              />
            )
          }
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
