// The demo user's collections in the seeded world: lists, filters, followed and featured tags, announcements,
// read markers a little below the top.
import type { AccountRec } from './model.ts';
import { DAY, HOUR } from './seed-tables.ts';
import type { World } from './world.ts';

/** `base` is the seed's base time (seed-tables.ts), `clock` the seed's clock when the posts are made. */
export function seedCollections(
  w: World,
  demo: AccountRec,
  friends: AccountRec[],
  base: number,
  clock: number,
): void {
  const mkList = (
    title: string,
    members: AccountRec[],
    exclusive: boolean,
    repliesPolicy: 'followed' | 'list' | 'none',
  ) => {
    const id = w.nextSmallId();
    w.lists.set(id, {
      id,
      ownerId: demo.id,
      title,
      exclusive,
      repliesPolicy,
      accountIds: new Set(members.map((m) => m.id)),
    });
  };
  mkList('Friends', friends.slice(0, 6), false, 'followed');
  mkList('Tech (exclusive)', friends.slice(6, 10), true, 'list');
  mkList('Artists', friends.slice(10, 16), false, 'none');

  const mkFilter = (
    title: string,
    context: string[],
    action: 'warn' | 'hide' | 'blur',
    keywords: [string, boolean][],
    expiresAt: number | null,
  ) => {
    const id = w.nextSmallId();
    w.filters.set(id, {
      id,
      ownerId: demo.id,
      title,
      context,
      action,
      expiresAt,
      keywords: keywords.map(([keyword, wholeWord]) => ({ id: w.nextSmallId(), keyword, wholeWord })),
      statuses: [],
    });
    return id;
  };
  mkFilter(
    'Spoilers',
    ['home', 'public', 'thread'],
    'warn',
    [
      ['spoiler', true],
      ['finale', false],
    ],
    null,
  );
  mkFilter(
    'Crypto',
    ['home', 'public', 'notifications'],
    'hide',
    [
      ['crypto', true],
      ['nft', true],
    ],
    null,
  );
  mkFilter('Food pictures', ['home', 'public'], 'blur', [['Food', true]], null);
  mkFilter('Old election filter', ['home'], 'warn', [['election', true]], clock - 3 * DAY);

  w.followTag(demo.id, 'typescript', true);
  w.followTag(demo.id, 'knitting', true);
  w.featureTag(demo.id, 'woolly', true);
  w.featureTag(demo.id, 'typescript', true);

  const mkAnnouncement = (content: string, reactions: [string, number][], readBy: boolean, at: number) => {
    const id = w.nextSmallId();
    w.announcements.set(id, {
      id,
      content,
      startsAt: null,
      endsAt: null,
      allDay: false,
      publishedAt: at,
      updatedAt: at,
      readBy: new Set(readBy ? [demo.id] : []),
      reactions: new Map(reactions.map(([name, extra]) => [name, { by: new Set<string>(), extra }])),
    });
  };
  mkAnnouncement(
    '<p>Welcome to the Woolly demo instance! Everything here is made up.</p>',
    [
      ['👍', 12],
      ['blobheart', 4],
    ],
    true,
    base - 5 * DAY,
  );
  mkAnnouncement(
    '<p>Maintenance tonight: streaming may reconnect once or twice.</p>',
    [['🎉', 3]],
    false,
    base - 6 * HOUR,
  );

  // Read markers a little below the top, so a new session has something unread.
  const home = [...w.statusOrder].reverse().filter((id) => {
    const s = w.statuses.get(id);
    return s !== undefined && !s.deleted && (s.accountId === demo.id || w.isFollowing(demo.id, s.accountId));
  });
  const homeMarker = home[30] ?? home[home.length - 1];
  if (homeMarker)
    w.markers.set(demo.id, new Map([['home', { lastReadId: homeMarker, version: 7, updatedAt: clock }]]));
  const notes = w.notificationsFor(demo.id);
  const notifMarker = notes[12] ?? notes[notes.length - 1];
  if (notifMarker)
    w.markers
      .get(demo.id)
      ?.set('notifications', { lastReadId: notifMarker.id, version: 3, updatedAt: clock });
}
