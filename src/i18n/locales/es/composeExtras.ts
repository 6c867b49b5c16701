import type en from '../en/composeExtras.ts';

export default {
  'composeExtras.replyingTo': 'Respondiendo a',
  'composeExtras.cancelReply': 'Cancelar respuesta',
  'composeExtras.replyLoading': 'Cargando la publicación…',
  'composeExtras.replyUnavailable': 'La publicación a la que respondes no está disponible.',
  'composeExtras.charactersLeftTitle': 'Caracteres restantes',
  'composeExtras.nearLimit': '{count, plural, one {Queda # carácter} other {Quedan # caracteres}}',
  'composeExtras.overLimit':
    '{count, plural, one {# carácter por encima del límite} other {# caracteres por encima del límite}}',
} satisfies Record<keyof typeof en, string>;
