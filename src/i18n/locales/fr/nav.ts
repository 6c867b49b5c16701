import type en from '../en/nav.ts';

export default {
  'nav.main': 'Principal',
  'nav.home': 'Accueil',
  'nav.notifications': 'Notifications',
  'nav.local': 'Local',
  'nav.federated': 'Fédéré',
  'nav.bookmarks': 'Signets',
  'nav.favourites': 'Favoris',
  'nav.filters': 'Filtres',
  'nav.followRequests': 'Demandes d’abonnement',
  'nav.blocks': 'Comptes bloqués',
  'nav.mutes': 'Comptes masqués',
  'nav.domainBlocks': 'Domaines bloqués',
  'nav.newPost': 'Nouveau message',
  'nav.unread': '{count, plural, one {non lue} other {non lues}}',
  'nav.signedOut': 'Vous n’êtes pas connecté·e.',
  'nav.signIn': 'Se connecter',
} satisfies Record<keyof typeof en, string>;
