import type en from '../en/timeline.ts';

export default {
  'timeline.home': 'Inicio',
  'timeline.notifications': 'Notificaciones',
  'timeline.local': 'Cronología local',
  'timeline.federated': 'Cronología federada',
  'timeline.list': 'Lista',
  'timeline.bookmarks': 'Marcadores',
  'timeline.favourites': 'Favoritos',
  'timeline.tag': '#{tag}',
  'timeline.post': 'Publicación',
  'timeline.notFound': 'No encontrado',
  'timeline.pageMissing': 'Esta página no existe.',
  'timeline.loading': 'Cargando…',
  'timeline.retry': 'Reintentar',
  'timeline.documentTitle': '{count, plural, =0 {Woolly} other {({count, number}) Woolly}}',
  'thread.edited': 'Editado el {date}',
  'thread.replies': '{count, plural, one {# respuesta} other {# respuestas}}',
  'thread.boosts': '{count, plural, one {# impulso} other {# impulsos}}',
  'thread.favourites': '{count, plural, one {# favorito} other {# favoritos}}',
} satisfies Record<keyof typeof en, string>;
