import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function TagScreen({ tag }: { tag: string }) {
  return <ViewScreen spec={{ kind: 'timeline', timeline: 'tag', tag }} title={`#${tag}`} />;
}
