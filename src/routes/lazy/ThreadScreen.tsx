import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function ThreadScreen({ statusId }: { statusId: string }) {
  return <ViewScreen spec={{ kind: 'thread', statusId }} title="Post" />;
}
