import type en from '../en/focused.ts';

export default {
  'focused.date': '{date, date, medium}, {date, time, short}',
  'focused.visibility.public': 'Öffentlich',
  'focused.visibility.unlisted': 'Still öffentlich',
  'focused.visibility.private': 'Nur für Follower',
  'focused.visibility.direct': 'Private Erwähnung',
  'focused.via': 'über {app}',
  'focused.edited': 'Bearbeitet am {date, date, medium}, {date, time, short}',
  'focused.replies':
    '{count, plural, one {{count, number, compact} Antwort} other {{count, number, compact} Antworten}}',
  'focused.reblogs':
    '{count, plural, one {{count, number, compact}-mal geteilt} other {{count, number, compact}-mal geteilt}}',
  'focused.favourites':
    '{count, plural, one {{count, number, compact} Favorit} other {{count, number, compact} Favoriten}}',
  'focused.quotes':
    '{count, plural, one {{count, number, compact} Zitat} other {{count, number, compact} Zitate}}',
  'focused.rebloggedBy': 'Geteilt von',
  'focused.favouritedBy': 'Favorisiert von',
  'focused.noReblogs': 'Diesen Beitrag hat noch niemand geteilt.',
  'focused.noFavourites': 'Diesen Beitrag hat noch niemand favorisiert.',
  'focused.noOneYet': 'Sobald es jemand tut, erscheint er hier.',
  'history.title': 'Bearbeitungsverlauf',
  'history.published': 'Veröffentlicht am {date, date, medium}, {date, time, short}',
  'history.editedAt': 'Bearbeitet am {date, date, medium}, {date, time, short}',
  'history.changed.text': 'Text geändert',
  'history.changed.spoiler': 'Inhaltswarnung geändert',
  'history.changed.sensitive': 'Markierung als heikel geändert',
  'history.changed.media': 'Medien geändert',
  'history.changed.poll': 'Umfrage geändert',
  'history.changes': 'Was sich geändert hat',
  'history.media': '{count, plural, one {# Anhang} other {# Anhänge}}',
  'history.poll': 'Umfrageoptionen',
  'history.noAlt': 'Keine Beschreibung',
  'history.sensitive': 'Als heikel markiert',
  'history.loadFailed': 'Der Bearbeitungsverlauf konnte nicht geladen werden',
  'history.none': 'Dieser Beitrag wurde nicht bearbeitet',
  'history.noneText': 'Seine Versionen erscheinen hier, sobald er bearbeitet wird.',
  'history.back': 'Zurück zum Beitrag',
} satisfies Record<keyof typeof en, string>;
