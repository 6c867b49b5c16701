// What a deck column shows: the same screen its address shows (src/routes/), so a column and its page never differ.
// The screens used all the time come with the app; the rarer ones are fetched when a column first shows them. The
// compose column carries the navigation too (section 2's default deck has no other place for it).
import { lazy, Suspense } from 'react';
import type { DeckColumn } from '../../../shared/settings/deck-columns.ts';
import { useT } from '../../i18n/index.ts';
import { NavLinks, SignedOutBanner } from '../../layouts/NavLinks.tsx';
import { SideCompose } from '../../layouts/SideCompose.tsx';
import { HomeScreen, NotificationsScreen, PublicScreen } from '../../routes/screens.tsx';
import { SearchField } from '../search/SearchField.tsx';

const TagScreen = lazy(() => import('../../routes/lazy/TagScreen.tsx'));
const CollectionScreen = lazy(() => import('../../routes/lazy/CollectionScreen.tsx'));
const ConversationsScreen = lazy(() => import('../conversations/ConversationsScreen.tsx'));
const SearchScreen = lazy(() => import('../search/SearchScreen.tsx'));
const ExploreScreen = lazy(() => import('../explore/ExploreScreen.tsx'));
const ListTimeline = lazy(() =>
  import('../lists/ListTimeline.tsx').then((m) => ({ default: m.ListTimeline })),
);

function Body({ column }: { column: DeckColumn }) {
  const id = column.params?.id ?? '';
  switch (column.id) {
    case 'COMPOSE':
      return (
        <>
          <SearchField />
          <SignedOutBanner />
          <SideCompose />
          <NavLinks />
        </>
      );
    case 'HOME':
      return <HomeScreen />;
    case 'NOTIFICATIONS':
      return <NotificationsScreen />;
    case 'COMMUNITY':
      return <PublicScreen local />;
    case 'PUBLIC':
      return <PublicScreen local={false} />;
    case 'HASHTAG':
      return <TagScreen tag={id} />;
    case 'LIST':
      return <ListTimeline listId={id} />;
    case 'BOOKMARKS':
      return <CollectionScreen which="bookmarks" />;
    case 'FAVOURITES':
      return <CollectionScreen which="favourites" />;
    case 'DIRECT':
      return <ConversationsScreen />;
    case 'SEARCH':
      return <SearchScreen />;
    case 'EXPLORE':
      return <ExploreScreen />;
    default:
      return null;
  }
}

export function ColumnBody({ column }: { column: DeckColumn }) {
  const t = useT();
  return (
    <Suspense fallback={<p className="loader">{t('timeline.loading')}</p>}>
      <Body column={column} />
    </Suspense>
  );
}
