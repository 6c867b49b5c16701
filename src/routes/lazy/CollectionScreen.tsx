import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function CollectionScreen({ which }: { which: 'bookmarks' | 'favourites' }) {
  return which === 'bookmarks' ? (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'bookmarks' }} title="Bookmarks" />
  ) : (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'favourites' }} title="Favourites" />
  );
}
