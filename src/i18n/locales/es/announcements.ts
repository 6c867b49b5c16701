import type en from '../en/announcements.ts';

export default {
  'announcements.title': 'Anuncios',
  'announcements.show': 'Mostrar anuncios',
  'announcements.hide': 'Ocultar anuncios',
  'announcements.badge': '{n, number, compact}',
  'announcements.unreadCount': '{n, plural, one {# sin leer} other {# sin leer}}',
  'announcements.position': '{index, number} / {total, number}',
  'announcements.previous': 'Anuncio anterior',
  'announcements.next': 'Anuncio siguiente',
  'announcements.published': 'Publicado el {at, date, medium}',
  'announcements.startsOn': 'Desde el {start, date, medium}',
  'announcements.endsOn': 'Hasta el {end, date, medium}',
  'announcements.period': '{start, date, medium} – {end, date, medium}',
  'announcements.addReaction': 'Añadir reacción',
  'announcements.reactionCount': '{name}: {n, plural, one {# reacción} other {# reacciones}}',
  'announcements.loadError': 'No se pudieron cargar los anuncios.',
  'announcements.retry': 'Reintentar',
  'announcements.unknownEmoji': 'Emoji personalizado :{name}:',
} satisfies Record<keyof typeof en, string>;
