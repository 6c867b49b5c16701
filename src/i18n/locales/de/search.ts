import type en from '../en/search.ts';

export default {
  'search.label': 'Suche',
  'search.placeholder': 'Suchen oder URL einfügen',
  'search.searchFor': 'Nach „{q}“ suchen',
  'search.open': '{q} öffnen',
  'search.recent': 'Letzte Suchen',
  'search.recentHint': 'Entf entfernt die markierte Suche.',
  'search.removeRecent': '„{q}“ aus den letzten Suchen entfernen',
  'search.suggestions':
    '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag, mit den Pfeiltasten wählen} other {# Vorschläge, mit den Pfeiltasten wählen}}',
  'search.resolving': 'Wird nachgeschlagen …',
  'search.notFound': 'Zu {q} wurde nichts gefunden.',
  'search.title': 'Suche',
  'search.titleFor': 'Suche: {q}',
  'search.tabs': 'Arten von Ergebnissen',
  'search.tab.all': 'Alle',
  'search.tab.accounts': 'Profile',
  'search.tab.hashtags': 'Hashtags',
  'search.tab.statuses': 'Beiträge',
  'search.seeMore':
    '{section, select, accounts {Mehr Profile anzeigen} hashtags {Mehr Hashtags anzeigen} other {Mehr Beiträge anzeigen}}',
  'search.people':
    '{count, plural, one {{n, number, compact} Person in den letzten 2 Tagen} other {{n, number, compact} Personen in den letzten 2 Tagen}}',
  'search.uses':
    '{count, plural, one {{n, number, compact} Beitrag diese Woche} other {{n, number, compact} Beiträge diese Woche}}',
  'search.empty': 'Keine Ergebnisse für „{q}“',
  'search.emptyHint': 'Versuche andere Wörter, einen #Hashtag oder ein @Profil.',
  'search.start': 'Nach Personen, Hashtags und Beiträgen suchen',
  'search.startHint': 'Füge die Adresse eines Beitrags oder Profils ein, um es hier zu öffnen.',
} satisfies Record<keyof typeof en, string>;
