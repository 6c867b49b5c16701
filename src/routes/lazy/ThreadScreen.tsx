// A post with its thread (ancestors above, replies below). The focused post is drawn detailed.
import { useCallback } from 'react';
import type { Row } from '../../../shared/protocol/rows.ts';
import { renderRow } from '../../components/render-row.tsx';
import type { ViewStore } from '../../stores/types.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function ThreadScreen({ statusId }: { statusId: string }) {
  const render = useCallback(
    (row: Row, store: ViewStore) =>
      row.kind === 'status' && row.status.id === statusId ? (
        <div className="detailed-status" aria-current="true" style={{ fontSize: '1.08em' }}>
          {renderRow(row, store)}
        </div>
      ) : (
        renderRow(row, store)
      ),
    [statusId],
  );
  return (
    <ViewScreen spec={{ kind: 'thread', statusId }} title="Post" render={render} startAt={`s:${statusId}`} />
  );
}
