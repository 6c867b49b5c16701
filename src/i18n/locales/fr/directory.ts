import type en from '../en/directory.ts';

export default {
  'directory.title': 'Annuaire des profils',
  'directory.nav': 'Annuaire',
  'directory.whose': 'Quels profils',
  'directory.local': 'De ce serveur',
  'directory.everyone': 'De partout',
  'directory.order': 'Ordre',
  'directory.active': 'Actifs récemment',
  'directory.new': 'Nouveaux arrivants',
  'directory.failedTitle': 'L’annuaire n’a pas pu être chargé',
  'directory.failed': 'Réessayez dans un instant.',
  'directory.empty': 'Aucun profil à afficher.',
  'directory.more': 'Charger plus',
  'directory.counts':
    '{posts, plural, one {{posts, number, compact} message} other {{posts, number, compact} messages}} · {followers, plural, one {{followers, number, compact} abonné} other {{followers, number, compact} abonnés}}',
} satisfies Record<keyof typeof en, string>;
