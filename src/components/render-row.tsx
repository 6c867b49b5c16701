// Which component draws which row kind.
import type { Row } from '../../shared/protocol/rows.ts';
import { SkeletonRow } from '../design/States.tsx';
import { deferred } from '../lib/deferred.tsx';
import type { ViewStore } from '../stores/types.ts';
import { GapRow } from './GapRow.tsx';
import './media/media-open.css';

// Post rows are fetched the moment the first frame is painted, beside the list (not after it): the first paint is
// the frame of the page (navigation, the columns' headers, skeleton rows). Until the module is there, a row shows a
// skeleton of a post's usual height.
// The row, the list and everything they import are one file of the build (vite.config.ts, the 'first-rows' group):
// the browser would otherwise find the modules the row imports only once the row's file is parsed (the build writes
// no preload lists), one fetch after another before the first post shows. The media's small stylesheet comes with
// the startup one: a file's stylesheet is fetched before the file itself, one more wait.
const { Component: StatusRow } = deferred(() => import('./status/StatusRow.tsx').then((m) => m.StatusRow), {
  placeholder: <SkeletonRow />,
  firstContent: true,
});

// Notification rows are not needed for the first paint of the home timeline: kept out of the startup bundle. Like
// every row, one whose module is still loading shows a skeleton of a row's usual height, never nothing: a row drawn
// 0 px tall would be measured so (virtual-list/measure-row.ts).
const { Component: NotificationGroupRow } = deferred(
  () => import('./notification/NotificationGroupRow.tsx').then((m) => m.NotificationGroupRow),
  { placeholder: <SkeletonRow /> },
);

// Account rows (followers, search, lists) are not on the home timeline either.
const { Component: AccountRow } = deferred(() => import('./AccountRow.tsx').then((m) => m.AccountRow), {
  placeholder: <SkeletonRow />,
});

/** A 'profile' row draws nothing here: the profile screen's header (src/views/profile) shows it, never a list. */
export function renderRow(row: Row, store: ViewStore) {
  switch (row.kind) {
    case 'status':
      return <StatusRow row={row} />;
    case 'notification-group':
      return <NotificationGroupRow row={row} />;
    case 'gap':
      return <GapRow row={row} view={store.view} />;
    case 'account':
      return <AccountRow row={row} />;
  }
}
