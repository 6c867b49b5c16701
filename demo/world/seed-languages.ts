// Posts written in other languages (German, Japanese, French; Arabic is in seed-rtl.ts), by accounts of their own,
// so that "Translate" can be seen and tested: each language has a pair in the demo's translation service
// (translate.ts). Like seed-rtl.ts: not followed by the demo user, days old, no randomness, so the timelines other
// tests read are the same with or without them.
import type { AccountRec } from './model.ts';
import type { World } from './world.ts';

const DAY = 86_400_000;

export const LANGUAGES_DOMAIN = 'sprachen.example';

/** The seeded posts by author: username (on LANGUAGES_DOMAIN), language and first paragraph. */
export const FOREIGN_POSTS = {
  de: { username: 'lena', text: 'Guten Morgen! Heute regnet es in Hamburg, aber der Kaffee ist gut.' },
  ja: { username: 'yuki', text: 'おはようございます。今日は京都で桜を見に行きます。' },
  fr: { username: 'camille', text: 'Bonjour à toutes et à tous ! Quel temps fait-il chez vous ?' },
} as const;

function author(w: World, username: string, displayName: string, at: number, look: number): AccountRec {
  const rec: AccountRec = {
    id: w.accountIds(at),
    username,
    domain: LANGUAGES_DOMAIN,
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
    extraFollowers: 9,
    extraFollowing: 4,
  };
  w.addAccount(rec);
  return rec;
}

/** Adds the authors and their posts; `base` is the seed's base time (posts land some days before it). */
export function seedForeignLanguagePosts(w: World, base: number): void {
  const at = base - 5 * DAY;
  const lena = author(w, FOREIGN_POSTS.de.username, 'Lena', base - 500 * DAY, 81);
  const yuki = author(w, FOREIGN_POSTS.ja.username, 'ゆき', base - 450 * DAY, 82);
  const camille = author(w, FOREIGN_POSTS.fr.username, 'Camille', base - 420 * DAY, 83);
  w.createStatus(lena.id, {
    text: `${FOREIGN_POSTS.de.text}\n\nWer kommt am Samstag mit zum Markt?`,
    language: 'de',
    createdAt: at,
  });
  w.createStatus(lena.id, {
    text: 'Das Ende des Films wird hier verraten.',
    spoilerText: 'Achtung, Spoiler',
    language: 'de',
    createdAt: at + 60_000,
  });
  w.createStatus(yuki.id, { text: FOREIGN_POSTS.ja.text, language: 'ja', createdAt: at + 120_000 });
  w.createStatus(camille.id, {
    text: FOREIGN_POSTS.fr.text,
    poll: { options: ['Soleil', 'Pluie'], expiresInS: 86_400, multiple: false },
    language: 'fr',
    createdAt: at + 180_000,
  });
}
