import type en from '../en/composeExtras.ts';

export default {
  'composeExtras.replyingTo': 'En réponse à',
  'composeExtras.cancelReply': 'Annuler la réponse',
  'composeExtras.replyLoading': 'Chargement du message…',
  'composeExtras.replyUnavailable': 'Le message auquel vous répondez n’est pas disponible.',
  'composeExtras.charactersLeftTitle': 'Caractères restants',
  'composeExtras.nearLimit': '{count, plural, one {# caractère restant} other {# caractères restants}}',
  'composeExtras.overLimit':
    '{count, plural, one {# caractère au-delà de la limite} other {# caractères au-delà de la limite}}',
} satisfies Record<keyof typeof en, string>;
