// The FILTER modal's contextType when the caller does not give one: the filter context of the screen the post is
// on, from its path (the deck's /deck prefix ignored), mapped as section 5 maps views: a post's own page → thread,
// profiles → account, home, lists, bookmarks and favourites → home, notifications → notifications, else public.
import type { FilterContextName } from '../../../shared/protocol/filter-intents.ts';

export function filterContextForPath(pathname: string): FilterContextName {
  const path = pathname.replace(/^\/deck(?=\/|$)/, '') || '/';
  if (path === '/' || path.startsWith('/home')) return 'home';
  if (path.startsWith('/notifications')) return 'notifications';
  if (path.startsWith('/lists/') || path.startsWith('/bookmarks') || path.startsWith('/favourites'))
    return 'home';
  if (/^\/@[^/]+\/[^/]+\/?$/.test(path)) return 'thread';
  if (/^\/@[^/]+\/?$/.test(path)) return 'account';
  return 'public';
}
