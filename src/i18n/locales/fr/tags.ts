import type en from '../en/tags.ts';

export default {
  'tags.people':
    '{n, plural, one {{n, number, compact} personne ces derniers jours} other {{n, number, compact} personnes ces derniers jours}}',
  'tags.posts': '{n, plural, one {{n, number, compact} message} other {{n, number, compact} messages}}',
  'tags.week':
    '{posts, plural, one {{posts, number, compact} message} other {{posts, number, compact} messages}} de {people, plural, one {{people, number, compact} personne} other {{people, number, compact} personnes}} la semaine passée',
  'tags.follow': 'Suivre',
  'tags.unfollow': 'Ne plus suivre',
  'tags.followName': 'Suivre #{name}',
  'tags.unfollowName': 'Ne plus suivre #{name}',
  'tags.feature': 'Mettre en avant sur le profil',
  'tags.unfeature': 'Ne plus mettre en avant sur le profil',
  'tags.followedTitle': 'Hashtags suivis',
  'tags.navFollowed': 'Hashtags suivis',
  'tags.followedFailed': 'Les hashtags suivis n’ont pas pu être chargés.',
  'tags.followedEmpty': 'Vous ne suivez encore aucun hashtag.',
  'tags.more': 'Charger plus',
  'tags.optionsLabel': 'Options du fil',
  'tags.optionAny': 'N’importe lequel de ceux-ci',
  'tags.optionAll': 'Tous ceux-ci',
  'tags.optionNone': 'Aucun de ceux-ci',
  'tags.optionLocal': 'Local uniquement',
  'tags.optionRemote': 'Distant uniquement',
  'tags.optionMedia': 'Médias uniquement',
} satisfies Record<keyof typeof en, string>;
