// A screen showing one core view: subscribes through the context, renders the virtual list, and maps the
// focused row's shortcuts to intents and navigation.
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'wouter';
import type { Intent } from '../../shared/protocol/intents.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import { useCore } from '../app/core-context.tsx';
import type { RowShortcut } from '../app/keyboard/keymap.ts';
import { renderRow } from '../components/render-row.tsx';
import type { EmptyText } from '../components/virtual-list/ListFooter.tsx';
import type { RenderRow } from '../components/virtual-list/RowFrame.tsx';
import { SkeletonRows } from '../design/States.tsx';
import { deferred } from '../lib/deferred.tsx';

/** The virtual list (with the virtualizer library, the largest part of a screen's code) is fetched the moment the
 *  app is mounted, while the first frame is painted: that frame shows the skeleton rows a list shows while its first
 *  page loads.
 *  The list restores the reader's place whenever it mounts, before or after its rows arrived (restore.ts). */
const { Component: VirtualList } = deferred(
  () => import('../components/virtual-list/VirtualList.tsx').then((m) => m.VirtualList),
  { placeholder: <SkeletonRows />, firstContent: true },
);

/** The server's announcements at the top of home (every layout's home), kept out of the startup bundle. */
const { Component: AnnouncementsPanel } = deferred(() =>
  import('./announcements/AnnouncementsPanel.tsx').then((m) => m.AnnouncementsPanel),
);

/** The column settings toggle and panel (timelines), kept out of the startup bundle. */
const { Component: ColumnSettings } = deferred(() =>
  import('./filters/ColumnSettings.tsx').then((m) => m.ColumnSettings),
);

export function ViewScreen({
  spec,
  title,
  render = renderRow,
  startAt,
  empty,
  actions,
  titleShown = true,
}: {
  spec: ViewSpec;
  title: string;
  /** False where the screen draws its own header with the same name (a hashtag); the list keeps it as its label. */
  titleShown?: boolean;
  /** How rows are drawn (the thread view marks its focused post). */
  render?: RenderRow;
  /** The row key to open at (see VirtualList). */
  startAt?: string;
  /** What the list says when it has nothing, in the screen's own words. */
  empty?: EmptyText;
  /** Controls of the screen shown under its title (a list's members and deck column). */
  actions?: ReactNode;
}) {
  const core = useCore();
  const store = core.useView(spec);
  const [, navigate] = useLocation();
  const intent = useCallback((i: Intent) => void core.intent(i), [core]);
  const onRowAction = useCallback(
    (key: string, action: RowShortcut) => {
      const row = store.row(key)?.peek();
      const status =
        row?.kind === 'status' ? row.status : row?.kind === 'notification-group' ? row.status : null;
      // The shortcuts' rules come with the first one used (they wait for a key anyway), not with the entry.
      if (status)
        void import('./row-shortcuts.ts').then((m) =>
          m.runStatusShortcut(status, action, { intent, navigate }),
        );
    },
    [store, intent, navigate],
  );
  return (
    <section className="view-screen">
      {titleShown ? <h2 className="column-title">{title}</h2> : null}
      {actions}
      <ColumnSettings spec={spec} view={store.view} />
      {spec.kind === 'timeline' && spec.timeline === 'home' ? <AnnouncementsPanel /> : null}
      <VirtualList
        key={store.view}
        store={store}
        render={render}
        intent={intent}
        onRowAction={onRowAction}
        label={title}
        startAt={startAt}
        empty={empty}
      />
    </section>
  );
}
