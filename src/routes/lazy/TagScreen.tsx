import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function TagScreen({ tag }: { tag: string }) {
  const t = useT();
  return <ViewScreen spec={{ kind: 'timeline', timeline: 'tag', tag }} title={t('timeline.tag', { tag })} />;
}
