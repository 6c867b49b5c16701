// A post with its thread (ancestors above, replies below). The focused post is drawn detailed: larger, with its
// full date, visibility, edit date and counts; lines join each ancestor to its reply (thread-detail.ts).
import { useCallback } from 'react';
import type { Row, StatusView } from '../../../shared/protocol/rows.ts';
import { renderRow } from '../../components/render-row.tsx';
import { useLocale, useT } from '../../i18n/index.ts';
import type { ViewStore } from '../../stores/types.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';
import { detailFacts, threadClasses, threadPlace } from './thread-detail.ts';

function DetailFacts({ status }: { status: StatusView }) {
  const { locale } = useLocale();
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <ul className="detail-facts">
      {detailFacts(status, (d) => fullDate.format(d)).map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

export default function ThreadScreen({ statusId }: { statusId: string }) {
  const render = useCallback(
    (row: Row, store: ViewStore) => {
      if (row.kind !== 'status') return renderRow(row, store);
      const place = threadPlace(store.indexOf(row.key), store.indexOf(`s:${statusId}`));
      const classes = threadClasses(place, row.status.inReplyToId !== null);
      return place === 'focused' ? (
        <div className={classes} aria-current="true">
          {renderRow(row, store)}
          <DetailFacts status={row.status} />
        </div>
      ) : (
        <div className={classes}>{renderRow(row, store)}</div>
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
