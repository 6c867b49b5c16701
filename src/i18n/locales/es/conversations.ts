import type en from '../en/conversations.ts';

export default {
  'conversations.title': 'Menciones privadas',
  'conversations.nav': 'Menciones privadas',
  'conversations.unread': 'Sin leer',
  'conversations.separator': ', ',
  'conversations.onlyYou': 'Solo tú',
  'conversations.reply': 'Responder',
  'conversations.delete': 'Eliminar conversación',
  'conversations.deleteTitle': '¿Eliminar esta conversación?',
  'conversations.deleteBody':
    'Desaparece de tus menciones privadas en todas las pestañas. Las publicaciones no se eliminan.',
  'conversations.deleteConfirm': 'Eliminar',
  'conversations.cancel': 'Cancelar',
  'conversations.noExcerpt': 'La última publicación ya no está disponible.',
  'conversations.contentWarning': 'Advertencia de contenido: {text}',
  'conversations.attachments': '{n, plural, one {# archivo adjunto} other {# archivos adjuntos}}',
  'conversations.loadError': 'No se pudieron cargar las menciones privadas.',
  'conversations.retry': 'Reintentar',
} satisfies Record<keyof typeof en, string>;
