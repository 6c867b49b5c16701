// Posts written right to left (Arabic, Hebrew), by two accounts of their own, so that the client's text direction
// can be seen and tested: each paragraph, display name, content warning and poll option takes its direction from
// its own text. The accounts are not followed by the demo user and the posts are days old, so the timelines the
// other tests read (home, the top of public) are the same with or without them. No randomness: the seeded world's
// other posts do not change.
import type { AccountRec } from './model.ts';
import type { World } from './world.ts';

const DAY = 86_400_000;

export const RTL_DOMAIN = 'qalam.example';
/** Usernames of the authors (on RTL_DOMAIN), for tests that open their profiles. */
export const RTL_AUTHORS = { arabic: 'layla', hebrew: 'noa' } as const;

/** An Arabic paragraph, then an English one: the first reads right to left, the second left to right. */
export const ARABIC_POST =
  'صباح الخير يا أصدقاء! اليوم نزهة طويلة على شاطئ البحر.\n\nA line in English, left to right.';
export const HEBREW_POST = 'שלום לכולם, מה שלומכם היום?';

function author(w: World, username: string, displayName: string, at: number, look: number): AccountRec {
  const rec: AccountRec = {
    id: w.accountIds(at),
    username,
    domain: RTL_DOMAIN,
    displayName,
    note: displayName,
    locked: false,
    bot: false,
    group: false,
    discoverable: true,
    createdAt: at,
    fields: [],
    roles: [],
    movedToId: null,
    look,
    lastStatusAt: null,
    statusesCount: 0,
    extraFollowers: 12,
    extraFollowing: 7,
  };
  w.addAccount(rec);
  return rec;
}

/** Adds the two authors and their posts; `base` is the seed's base time (posts land some days before it). */
export function seedRtlPosts(w: World, base: number): void {
  const arabic = author(w, RTL_AUTHORS.arabic, 'ليلى', base - 400 * DAY, 77);
  const hebrew = author(w, RTL_AUTHORS.hebrew, 'נועה', base - 300 * DAY, 78);
  const at = base - 6 * DAY;
  w.createStatus(arabic.id, { text: ARABIC_POST, language: 'ar', createdAt: at });
  w.createStatus(arabic.id, {
    text: 'القصة كاملة هنا، مع الصور.',
    spoilerText: 'تحذير: حرق للأحداث',
    language: 'ar',
    createdAt: at + 60_000,
  });
  w.createStatus(hebrew.id, { text: HEBREW_POST, language: 'he', createdAt: at + 120_000 });
  w.createStatus(hebrew.id, {
    text: 'מה אתם מעדיפים?',
    poll: { options: ['קפה', 'תה'], expiresInS: 86_400, multiple: false },
    language: 'he',
    createdAt: at + 180_000,
  });
}
