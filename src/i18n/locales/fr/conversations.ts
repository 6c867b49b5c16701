import type en from '../en/conversations.ts';

export default {
  'conversations.title': 'Mentions privées',
  'conversations.nav': 'Mentions privées',
  'conversations.unread': 'Non lu',
  'conversations.separator': ', ',
  'conversations.onlyYou': 'Vous seul·e',
  'conversations.reply': 'Répondre',
  'conversations.delete': 'Supprimer la conversation',
  'conversations.deleteTitle': 'Supprimer cette conversation ?',
  'conversations.deleteBody':
    'Elle disparaît de vos mentions privées dans tous les onglets. Les messages eux-mêmes ne sont pas supprimés.',
  'conversations.deleteConfirm': 'Supprimer',
  'conversations.cancel': 'Annuler',
  'conversations.noExcerpt': 'Le dernier message n’est plus disponible.',
  'conversations.contentWarning': 'Avertissement de contenu : {text}',
  'conversations.attachments': '{n, plural, one {# pièce jointe} other {# pièces jointes}}',
  'conversations.loadError': 'Les mentions privées n’ont pas pu être chargées.',
  'conversations.retry': 'Réessayer',
} satisfies Record<keyof typeof en, string>;
