import type en from '../en/search.ts';

export default {
  'search.label': 'Rechercher',
  'search.placeholder': 'Rechercher ou coller une URL',
  'search.searchFor': 'Rechercher « {q} »',
  'search.open': 'Ouvrir {q}',
  'search.recent': 'Recherches récentes',
  'search.recentHint': 'Appuyez sur Suppr pour retirer la recherche en surbrillance.',
  'search.removeRecent': 'Retirer « {q} » des recherches récentes',
  'search.suggestions':
    '{count, plural, =0 {Aucune suggestion} one {# suggestion, choisissez avec les flèches} other {# suggestions, choisissez avec les flèches}}',
  'search.resolving': 'Recherche en cours…',
  'search.notFound': 'Rien n’a été trouvé pour {q}.',
  'search.title': 'Recherche',
  'search.titleFor': 'Recherche : {q}',
  'search.tabs': 'Types de résultats',
  'search.tab.all': 'Tout',
  'search.tab.accounts': 'Profils',
  'search.tab.hashtags': 'Hashtags',
  'search.tab.statuses': 'Messages',
  'search.seeMore':
    '{section, select, accounts {Voir plus de profils} hashtags {Voir plus de hashtags} other {Voir plus de messages}}',
  'search.people':
    '{count, plural, one {{n, number, compact} personne ces 2 derniers jours} other {{n, number, compact} personnes ces 2 derniers jours}}',
  'search.uses':
    '{count, plural, one {{n, number, compact} message cette semaine} other {{n, number, compact} messages cette semaine}}',
  'search.empty': 'Aucun résultat pour « {q} »',
  'search.emptyHint': 'Essayez d’autres mots, un #hashtag ou un @identifiant.',
  'search.start': 'Rechercher des personnes, des hashtags et des messages',
  'search.startHint': 'Collez l’adresse d’un message ou d’un profil pour l’ouvrir ici.',
} satisfies Record<keyof typeof en, string>;
