// A list's timeline with its title and bar: the /lists/{id} screen and the deck's list column. A list the core no
// longer has (deleted, or its timeline answered 404) says so instead of showing an empty timeline.
import { Link } from 'wouter';
import { EmptyState } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../ViewScreen.tsx';
import { ListBar } from './ListBar.tsx';
import { useList } from './use-lists.ts';
import './lists.css';

export function ListTimeline({ listId }: { listId: string }) {
  const t = useT();
  const { list } = useList(listId);
  if (list === null) {
    return (
      <section className="view-screen">
        <EmptyState icon="list" title={t('lists.notFoundTitle')}>
          {t('lists.notFound')} <Link href="/lists">{t('lists.allLists')}</Link>
        </EmptyState>
      </section>
    );
  }
  const title = list?.title ?? t('lists.column');
  return (
    <ViewScreen
      spec={{ kind: 'timeline', timeline: 'list', listId }}
      title={title}
      actions={<ListBar listId={listId} title={title} />}
    />
  );
}
