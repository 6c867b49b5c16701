import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {demande en attente} other {demandes en attente}}',
  'profile2.button.follow': 'Suivre',
  'profile2.button.requested': 'Demandé',
  'profile2.button.following': 'Abonné·e',
  'profile2.button.followBack': 'Suivre en retour',
  'profile2.button.unblock': 'Débloquer',
  'profile2.button.unmute': 'Ne plus masquer',
  'profile2.button.follow.label': 'Suivre @{acct}',
  'profile2.button.requested.label': 'Annuler la demande d’abonnement à @{acct}',
  'profile2.button.following.label': 'Ne plus suivre @{acct}',
  'profile2.button.followBack.label': 'Suivre @{acct} en retour',
  'profile2.button.unblock.label': 'Débloquer @{acct}',
  'profile2.button.unmute.label': 'Ne plus masquer @{acct}',
  'profile2.rowCounts':
    '{posts, plural, one {{posts, number, compact} message} other {{posts, number, compact} messages}} · {followers, plural, one {{followers, number, compact} abonné·e} other {{followers, number, compact} abonné·e·s}} · {following, number, compact} abonnements',
  'profile2.familiar.one': 'Suivi·e par {a}',
  'profile2.familiar.two': 'Suivi·e par {a} et {b}',
  'profile2.familiar.more':
    'Suivi·e par {a}, {b} et {others, plural, one {# autre personne que vous suivez} other {# autres personnes que vous suivez}}',
  'profile2.featuredTags': 'Hashtags mis en avant',
  'profile2.taggedPosts':
    '{n, plural, one {{n, number, compact} message} other {{n, number, compact} messages}}',
  'profile2.endorsed': 'Profils mis en avant',
  'profile2.tab.followers': 'Abonné·e·s',
  'profile2.tab.following': 'Abonnements',
  'profile2.taggedTitle': '@{acct} : #{tag}',
  'profile2.followersTitle': 'Abonné·e·s de @{acct}',
  'profile2.followingTitle': 'Abonnements de @{acct}',
  'profile2.hiddenTitle': 'Cette information n’est pas disponible',
  'profile2.hiddenText': '@{acct} a choisi de ne pas montrer ses abonné·e·s ni ses abonnements.',
} satisfies Record<keyof typeof en, string>;
