import { ListTimeline } from '../../views/lists/ListTimeline.tsx';

export default function ListScreen({ id }: { id: string }) {
  return <ListTimeline listId={id} />;
}
