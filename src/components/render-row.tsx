// Which component draws which row kind.
import type { Row } from '../../shared/protocol/rows.ts';
import { deferred } from '../lib/deferred.tsx';
import type { ViewStore } from '../stores/types.ts';
import { AccountRow } from './AccountRow.tsx';
import { GapRow } from './GapRow.tsx';
import { StatusRow } from './status/StatusRow.tsx';

// Notification rows are not needed for the first paint of the home timeline: kept out of the startup bundle.
const { Component: NotificationGroupRow } = deferred(() =>
  import('./notification/NotificationGroupRow.tsx').then((m) => m.NotificationGroupRow),
);

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
    case 'profile':
      // Drawn by the profile screen's header (src/views/profile), never in a list.
      return null;
  }
}
