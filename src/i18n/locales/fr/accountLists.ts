import type en from '../en/accountLists.ts';

export default {
  'accountLists.followRequests': 'Demandes d’abonnement',
  'accountLists.noFollowRequests': 'Aucune demande d’abonnement',
  'accountLists.followRequestsHint':
    'Quand quelqu’un demande à suivre votre compte verrouillé, la demande apparaît ici.',
  'accountLists.blocks': 'Comptes bloqués',
  'accountLists.noBlocks': 'Aucun compte bloqué',
  'accountLists.blocksHint': 'Les comptes que vous bloquez apparaissent ici.',
  'accountLists.mutes': 'Comptes masqués',
  'accountLists.noMutes': 'Aucun compte masqué',
  'accountLists.mutesHint': 'Les comptes que vous masquez apparaissent ici.',
  'accountLists.domainBlocks': 'Domaines bloqués',
  'accountLists.noDomainBlocks': 'Aucun domaine bloqué',
  'accountLists.domainBlocksHint': 'Les serveurs que vous bloquez apparaissent ici.',
  'accountLists.unblock': 'Débloquer',
  'accountLists.unmute': 'Ne plus masquer',
  'accountLists.unblockDomain': 'Débloquer le domaine',
  'accountLists.accept': 'Accepter',
  'accountLists.reject': 'Rejeter',
  'accountLists.actionFor': '{action} {who}',
  'accountLists.loadFailed': 'La liste n’a pas pu être chargée.',
  'accountLists.loadFailedTitle': 'Impossible de charger la liste',
  'accountLists.mutedIndefinitely': 'Masqué indéfiniment',
  'accountLists.muteEnded': 'Masquage terminé',
  'accountLists.mutedUntil': 'Masqué, prend fin {left}',
} satisfies Record<keyof typeof en, string>;
