import type en from '../en/timeline.ts';

export default {
  'timeline.home': 'Startseite',
  'timeline.notifications': 'Benachrichtigungen',
  'timeline.local': 'Lokale Timeline',
  'timeline.federated': 'Föderierte Timeline',
  'timeline.list': 'Liste',
  'timeline.bookmarks': 'Lesezeichen',
  'timeline.favourites': 'Favoriten',
  'timeline.tag': '#{tag}',
  'timeline.post': 'Beitrag',
  'timeline.notFound': 'Nicht gefunden',
  'timeline.pageMissing': 'Diese Seite existiert nicht.',
  'timeline.loading': 'Wird geladen …',
  'timeline.retry': 'Erneut versuchen',
  'timeline.documentTitle': '{count, plural, =0 {Woolly} other {({count, number}) Woolly}}',
  'thread.edited': 'Bearbeitet am {date}',
  'thread.replies': '{count, plural, one {# Antwort} other {# Antworten}}',
  'thread.boosts': '{count, plural, one {# Mal geteilt} other {# Mal geteilt}}',
  'thread.favourites': '{count, plural, one {# Favorit} other {# Favoriten}}',
} satisfies Record<keyof typeof en, string>;
