// A list's timeline with its title and bar: the /lists/{id} screen and the deck's list column.
import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../ViewScreen.tsx';
import { ListBar } from './ListBar.tsx';
import { useList } from './use-lists.ts';
import './lists.css';

export function ListTimeline({ listId }: { listId: string }) {
  const t = useT();
  const { list } = useList(listId);
  // A list missing from the known lists may be newer than them: its timeline asks the server, whose 404 (the core
  // then forgets the list and its column) is the answer that counts.
  const title = list?.title ?? t('lists.column');
  return (
    <ViewScreen
      spec={{ kind: 'timeline', timeline: 'list', listId }}
      title={title}
      actions={<ListBar listId={listId} title={title} />}
    />
  );
}
