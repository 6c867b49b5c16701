// A post with its thread (ancestors above, replies below). The focused post is drawn detailed: larger, with its
// full date, visibility, application, edit date and counts (src/views/status-detail/FocusedFacts.tsx); the list
// draws the lines joining each reply to its parent (virtual-list/thread-lines.ts).
import { useCallback } from 'react';
import type { Row } from '../../../shared/protocol/rows.ts';
import { renderRow } from '../../components/render-row.tsx';
import { useT } from '../../i18n/index.ts';
import type { ViewStore } from '../../stores/types.ts';
import { FocusedFacts } from '../../views/status-detail/FocusedFacts.tsx';
import { ViewScreen } from '../../views/ViewScreen.tsx';
import { threadPlace } from './thread-detail.ts';

export default function ThreadScreen({ statusId }: { statusId: string }) {
  const render = useCallback(
    (row: Row, store: ViewStore) => {
      if (row.kind !== 'status') return renderRow(row, store);
      const place = threadPlace(store.indexOf(row.key), store.indexOf(`s:${statusId}`));
      return place === 'focused' ? (
        <div className="detailed-status" aria-current="true">
          {renderRow(row, store)}
          <FocusedFacts status={row.status} />
        </div>
      ) : (
        renderRow(row, store)
      );
    },
    [statusId],
  );
  const t = useT();
  return (
    <ViewScreen
      spec={{ kind: 'thread', statusId }}
      title={t('timeline.post')}
      render={render}
      startAt={`s:${statusId}`}
    />
  );
}
