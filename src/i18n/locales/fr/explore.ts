import type en from '../en/explore.ts';

export default {
  'explore.title': 'Explorer',
  'explore.nav': 'Explorer',
  'explore.tabsLabel': 'Sections d’Explorer',
  'explore.tabPosts': 'Messages',
  'explore.tabTags': 'Hashtags',
  'explore.tabLinks': 'Actualités',
  'explore.tabSuggestions': 'Pour vous',
  'explore.postsTitle': 'Messages tendance',
  'explore.tagsFailed': 'Les hashtags tendance n’ont pas pu être chargés.',
  'explore.tagsEmpty': 'Rien n’est tendance pour le moment.',
  'explore.linksFailed': 'Les liens tendance n’ont pas pu être chargés.',
  'explore.linksEmpty': 'Aucun lien n’est tendance pour le moment.',
  'explore.linkPeople':
    '{n, plural, one {{n, number, compact} personne en parle} other {{n, number, compact} personnes en parlent}}',
  'explore.suggestionsFailed': 'Les suggestions n’ont pas pu être chargées.',
  'explore.suggestionsEmpty':
    'Aucune suggestion pour le moment. Suivez quelques personnes et revenez plus tard.',
  'explore.whyFeatured': 'Choisi par l’équipe du serveur',
  'explore.whyMostFollowed': 'Populaire sur ce serveur',
  'explore.whyMostInteractions': 'Populaire cette semaine',
  'explore.whySimilar': 'Proche des personnes que vous avez suivies récemment',
  'explore.whyFriends': 'Suivi par des personnes que vous suivez',
  'explore.dismiss': 'Ne plus suggérer @{acct}',
  'explore.linkTitle': 'Lien',
  'explore.linkPosts': 'Messages qui partagent ce lien',
  'explore.openLink': 'Ouvrir sur {host}',
} satisfies Record<keyof typeof en, string>;
