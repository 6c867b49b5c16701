import type en from '../en/composeExtras.ts';

export default {
  'composeExtras.replyingTo': 'Antwort auf',
  'composeExtras.cancelReply': 'Antwort abbrechen',
  'composeExtras.replyLoading': 'Beitrag wird geladen …',
  'composeExtras.replyUnavailable': 'Der Beitrag, auf den du antwortest, ist nicht verfügbar.',
  'composeExtras.charactersLeftTitle': 'Verbleibende Zeichen',
  'composeExtras.nearLimit': '{count, plural, one {# Zeichen übrig} other {# Zeichen übrig}}',
  'composeExtras.overLimit':
    '{count, plural, one {# Zeichen über dem Limit} other {# Zeichen über dem Limit}}',
} satisfies Record<keyof typeof en, string>;
