// Multi-column deck: the user's columns (default COMPOSE, HOME, NOTIFICATIONS, plus LIST columns), and the routed
// screen as an extra column when it is not already one of them. Paths are pushed under /deck (deck-location).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { useCore } from '../app/core-context.tsx';
import { DEFAULT_COLUMNS, type DeckColumn } from '../app/layout-choice.ts';
import { useT } from '../i18n/index.ts';
import { deferred } from '../lib/deferred.tsx';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { RequestsLink } from '../views/notifications/RequestsLink.tsx';
import { SearchField } from '../views/search/SearchField.tsx';
import { ViewScreen } from '../views/ViewScreen.tsx';
import { NavLinks, SignedOutBanner } from './NavLinks.tsx';
import { SideCompose } from './SideCompose.tsx';

/** A list column: the list's title and bar over its timeline (src/views/lists/), fetched when drawn. */
const ListTimeline = deferred(() => import('../views/lists/ListTimeline.tsx').then((m) => m.ListTimeline));

function Column({ column }: { column: DeckColumn }) {
  const t = useT();
  switch (column.id) {
    case 'COMPOSE':
      return (
        <div className="column column-compose">
          <SearchField />
          <SignedOutBanner />
          <SideCompose />
          <NavLinks />
        </div>
      );
    case 'HOME':
      return (
        <div className="column">
          <ViewScreen spec={{ kind: 'timeline', timeline: 'home' }} title={t('timeline.home')} />
        </div>
      );
    case 'NOTIFICATIONS':
      return (
        <div className="column">
          <RequestsLink />
          <ViewScreen spec={{ kind: 'notifications' }} title={t('timeline.notifications')} />
        </div>
      );
    case 'LIST':
      return column.params?.id ? (
        <div className="column">
          <ListTimeline.Component listId={column.params.id} />
        </div>
      ) : null;
    case 'PUBLIC':
      return (
        <div className="column">
          <ViewScreen spec={{ kind: 'timeline', timeline: 'public' }} title={t('timeline.federated')} />
        </div>
      );
    case 'COMMUNITY':
      return (
        <div className="column">
          <ViewScreen
            spec={{ kind: 'timeline', timeline: 'public', local: true }}
            title={t('timeline.local')}
          />
        </div>
      );
    default:
      return null;
  }
}

/** Which routed screens a column already shows, so the extra column does not duplicate it. */
export function shownByColumns(columns: readonly DeckColumn[]): string[] {
  const out: string[] = [];
  for (const c of columns) {
    if (c.id === 'HOME') out.push('home');
    if (c.id === 'NOTIFICATIONS') out.push('notifications');
    if (c.id === 'COMPOSE') out.push('compose');
  }
  return out;
}

export function DeckColumns() {
  useSignals();
  const core = useCore();
  const columns = useComputed(() => core.global.value.settings.columns ?? DEFAULT_COLUMNS).value;
  const [location] = useLocation();
  const exclude = shownByColumns(columns);
  const routedIsColumn =
    location === '/' ||
    (location === '/home' && exclude.includes('home')) ||
    (location === '/notifications' && exclude.includes('notifications')) ||
    ((location === '/publish' || location === '/statuses/new') && exclude.includes('compose'));
  // The navigation (and Sign out) lives in the compose column; a deck set up without one gets a narrow nav column.
  const hasNav = columns.some((c) => c.id === 'COMPOSE');
  return (
    <div className="layout layout-deck">
      {hasNav ? null : (
        <div className="column column-nav">
          <SearchField />
          <SignedOutBanner />
          <NavLinks compact />
        </div>
      )}
      {columns.map((c, i) => (
        <Column key={`${c.id}:${c.params?.id ?? i}`} column={c} />
      ))}
      {routedIsColumn ? null : (
        <div className="column column-detail">
          <AppRoutes exclude={exclude} />
        </div>
      )}
    </div>
  );
}
