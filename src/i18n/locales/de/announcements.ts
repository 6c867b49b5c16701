import type en from '../en/announcements.ts';

export default {
  'announcements.title': 'Ankündigungen',
  'announcements.show': 'Ankündigungen anzeigen',
  'announcements.hide': 'Ankündigungen ausblenden',
  'announcements.badge': '{n, number, compact}',
  'announcements.unreadCount': '{n, plural, one {# ungelesen} other {# ungelesen}}',
  'announcements.position': '{index, number} / {total, number}',
  'announcements.previous': 'Vorherige Ankündigung',
  'announcements.next': 'Nächste Ankündigung',
  'announcements.published': 'Veröffentlicht am {at, date, medium}',
  'announcements.startsOn': 'Ab {start, date, medium}',
  'announcements.endsOn': 'Bis {end, date, medium}',
  'announcements.period': '{start, date, medium} – {end, date, medium}',
  'announcements.addReaction': 'Reaktion hinzufügen',
  'announcements.reactionCount': '{name}: {n, plural, one {# Reaktion} other {# Reaktionen}}',
  'announcements.loadError': 'Die Ankündigungen konnten nicht geladen werden.',
  'announcements.retry': 'Erneut versuchen',
  'announcements.unknownEmoji': 'Eigenes Emoji :{name}:',
} satisfies Record<keyof typeof en, string>;
