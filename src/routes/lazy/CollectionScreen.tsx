import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function CollectionScreen({ which }: { which: 'bookmarks' | 'favourites' }) {
  const t = useT();
  return which === 'bookmarks' ? (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'bookmarks' }} title={t('timeline.bookmarks')} />
  ) : (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'favourites' }} title={t('timeline.favourites')} />
  );
}
