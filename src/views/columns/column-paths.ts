// Where each deck column lives in the app's addresses (Mastodon's own): a link to a screen that is already a column
// brings that column into view instead of opening it a second time beside the deck. And what each kind is called.
import type { DeckColumn } from '../../../shared/settings/deck-columns.ts';
import type { MessageId } from '../../i18n/index.ts';

/** The address a column shows, or null for the compose column (the compose page is only its stand-in). */
export function columnPath(c: DeckColumn): string | null {
  const id = c.params?.id ?? '';
  switch (c.id) {
    case 'HOME':
      return '/home';
    case 'NOTIFICATIONS':
      return '/notifications';
    case 'COMMUNITY':
      return '/public/local';
    case 'PUBLIC':
      return '/public';
    case 'HASHTAG':
      return `/tags/${encodeURIComponent(id)}`;
    case 'LIST':
      return `/lists/${encodeURIComponent(id)}`;
    case 'BOOKMARKS':
      return '/bookmarks';
    case 'FAVOURITES':
      return '/favourites';
    case 'DIRECT':
      return '/conversations';
    case 'SEARCH':
      return '/search';
    case 'EXPLORE':
      return '/explore';
    default:
      return null;
  }
}

/** The column (by its index) that shows the routed address, or -1. A tag matches case-insensitively; the query of
 *  an address is not part of what it shows, except that a search column shows every search. */
export function columnShowing(columns: readonly DeckColumn[], location: string): number {
  const path = (location.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  const wanted = path === '/' ? '/home' : path;
  return columns.findIndex((c) => {
    const p = columnPath(c);
    return p !== null && p.toLowerCase() === wanted.toLowerCase();
  });
}

/** The name of each kind of column, as the add-column dialog and the column's menu say it. */
export const COLUMN_NAMES: Record<string, MessageId> = {
  COMPOSE: 'deck.kindCompose',
  HOME: 'deck.kindHome',
  NOTIFICATIONS: 'deck.kindNotifications',
  COMMUNITY: 'deck.kindLocal',
  PUBLIC: 'deck.kindFederated',
  HASHTAG: 'deck.kindHashtag',
  LIST: 'deck.kindList',
  BOOKMARKS: 'deck.kindBookmarks',
  FAVOURITES: 'deck.kindFavourites',
  DIRECT: 'deck.kindConversations',
  SEARCH: 'deck.kindSearch',
  EXPLORE: 'deck.kindExplore',
};
