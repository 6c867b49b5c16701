import type en from '../en/nav.ts';

export default {
  'nav.main': 'Hauptmenü',
  'nav.home': 'Startseite',
  'nav.notifications': 'Benachrichtigungen',
  'nav.local': 'Lokal',
  'nav.federated': 'Föderiert',
  'nav.bookmarks': 'Lesezeichen',
  'nav.favourites': 'Favoriten',
  'nav.filters': 'Filter',
  'nav.followRequests': 'Follower-Anfragen',
  'nav.blocks': 'Blockierte Konten',
  'nav.mutes': 'Stummgeschaltete Konten',
  'nav.domainBlocks': 'Blockierte Domains',
  'nav.newPost': 'Neuer Beitrag',
  'nav.unread': '{count, plural, one {ungelesen} other {ungelesen}}',
  'nav.signedOut': 'Du bist nicht angemeldet.',
  'nav.signIn': 'Anmelden',
} satisfies Record<keyof typeof en, string>;
