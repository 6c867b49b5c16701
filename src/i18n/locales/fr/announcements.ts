import type en from '../en/announcements.ts';

export default {
  'announcements.title': 'Annonces',
  'announcements.show': 'Afficher les annonces',
  'announcements.hide': 'Masquer les annonces',
  'announcements.badge': '{n, number, compact}',
  'announcements.unreadCount': '{n, plural, one {# non lue} other {# non lues}}',
  'announcements.position': '{index, number} / {total, number}',
  'announcements.previous': 'Annonce précédente',
  'announcements.next': 'Annonce suivante',
  'announcements.published': 'Publiée le {at, date, medium}',
  'announcements.startsOn': 'À partir du {start, date, medium}',
  'announcements.endsOn': 'Jusqu’au {end, date, medium}',
  'announcements.period': '{start, date, medium} – {end, date, medium}',
  'announcements.addReaction': 'Ajouter une réaction',
  'announcements.reactionCount': '{name} : {n, plural, one {# réaction} other {# réactions}}',
  'announcements.loadError': 'Les annonces n’ont pas pu être chargées.',
  'announcements.retry': 'Réessayer',
  'announcements.unknownEmoji': 'Émoji personnalisé :{name}:',
} satisfies Record<keyof typeof en, string>;
