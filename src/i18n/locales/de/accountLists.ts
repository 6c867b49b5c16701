import type en from '../en/accountLists.ts';

export default {
  'accountLists.followRequests': 'Follower-Anfragen',
  'accountLists.noFollowRequests': 'Keine Follower-Anfragen',
  'accountLists.followRequestsHint':
    'Wenn jemand deinem geschützten Konto folgen möchte, erscheint die Anfrage hier.',
  'accountLists.blocks': 'Blockierte Konten',
  'accountLists.noBlocks': 'Keine blockierten Konten',
  'accountLists.blocksHint': 'Konten, die du blockierst, erscheinen hier.',
  'accountLists.mutes': 'Stummgeschaltete Konten',
  'accountLists.noMutes': 'Keine stummgeschalteten Konten',
  'accountLists.mutesHint': 'Konten, die du stummschaltest, erscheinen hier.',
  'accountLists.domainBlocks': 'Blockierte Domains',
  'accountLists.noDomainBlocks': 'Keine blockierten Domains',
  'accountLists.domainBlocksHint': 'Server, die du blockierst, erscheinen hier.',
  'accountLists.unblock': 'Blockierung aufheben',
  'accountLists.unmute': 'Stummschaltung aufheben',
  'accountLists.unblockDomain': 'Domain-Blockierung aufheben',
  'accountLists.accept': 'Annehmen',
  'accountLists.reject': 'Ablehnen',
  'accountLists.actionFor': '{action} {who}',
  'accountLists.loadFailed': 'Die Liste konnte nicht geladen werden.',
  'accountLists.loadFailedTitle': 'Liste konnte nicht geladen werden',
  'accountLists.mutedIndefinitely': 'Unbegrenzt stummgeschaltet',
  'accountLists.muteEnded': 'Stummschaltung beendet',
  'accountLists.mutedUntil': 'Stummgeschaltet, endet {left}',
} satisfies Record<keyof typeof en, string>;
