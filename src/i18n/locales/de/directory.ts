import type en from '../en/directory.ts';

export default {
  'directory.title': 'Profilverzeichnis',
  'directory.nav': 'Verzeichnis',
  'directory.whose': 'Wessen Profile',
  'directory.local': 'Von diesem Server',
  'directory.everyone': 'Von überall',
  'directory.order': 'Reihenfolge',
  'directory.active': 'Kürzlich aktiv',
  'directory.new': 'Neu dabei',
  'directory.failedTitle': 'Das Verzeichnis konnte nicht geladen werden',
  'directory.failed': 'Versuche es gleich noch einmal.',
  'directory.empty': 'Keine Profile anzuzeigen.',
  'directory.more': 'Mehr laden',
  'directory.counts':
    '{posts, plural, one {{posts, number, compact} Beitrag} other {{posts, number, compact} Beiträge}} · {followers, plural, one {{followers, number, compact} Follower} other {{followers, number, compact} Follower}}',
} satisfies Record<keyof typeof en, string>;
