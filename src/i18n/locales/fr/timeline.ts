import type en from '../en/timeline.ts';

export default {
  'timeline.home': 'Accueil',
  'timeline.notifications': 'Notifications',
  'timeline.local': 'Fil local',
  'timeline.federated': 'Fil fédéré',
  'timeline.list': 'Liste',
  'timeline.bookmarks': 'Marque-pages',
  'timeline.favourites': 'Favoris',
  'timeline.tag': '#{tag}',
  'timeline.post': 'Message',
  'timeline.notFound': 'Introuvable',
  'timeline.pageMissing': 'Cette page n’existe pas.',
  'timeline.loading': 'Chargement…',
  'timeline.retry': 'Réessayer',
  'timeline.documentTitle': '{count, plural, =0 {Woolly} other {({count, number}) Woolly}}',
  'thread.edited': 'Modifié le {date}',
  'thread.replies': '{count, plural, one {# réponse} other {# réponses}}',
  'thread.boosts': '{count, plural, one {# partage} other {# partages}}',
  'thread.favourites': '{count, plural, one {# favori} other {# favoris}}',
} satisfies Record<keyof typeof en, string>;
