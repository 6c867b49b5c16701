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
} satisfies Record<keyof typeof en, string>;
