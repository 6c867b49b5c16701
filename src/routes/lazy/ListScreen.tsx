import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function ListScreen({ id }: { id: string }) {
  const t = useT();
  return <ViewScreen spec={{ kind: 'timeline', timeline: 'list', listId: id }} title={t('timeline.list')} />;
}
