import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function ListScreen({ id }: { id: string }) {
  return <ViewScreen spec={{ kind: 'timeline', timeline: 'list', listId: id }} title="List" />;
}
