import type en from '../en/modals.ts';

export default {
  'modals.follow': 'Seguir a @{acct}',
  'modals.unfollow': 'Dejar de seguir a @{acct}',
  'modals.cancelRequest': 'Retirar la solicitud de seguimiento a @{acct}',
  'modals.relationshipLoading': 'Comprobando a @{acct}…',
  'modals.cancel': 'Cancelar',
  'modals.deleteTitle': '¿Eliminar la publicación?',
  'modals.deleteText': '¿Seguro que quieres eliminar esta publicación?',
  'modals.deleteConfirm': 'Eliminar',
  'modals.redraftTitle': '¿Eliminar y volver a redactar?',
  'modals.redraftText':
    'La publicación se elimina y su texto vuelve al editor. Se perderán los favoritos y los impulsos, y las respuestas quedarán sin su publicación.',
  'modals.redraftConfirm': 'Eliminar y volver a redactar',
  'modals.unfollowTitle': '¿Dejar de seguir a @{acct}?',
  'modals.unfollowText': 'Sus publicaciones ya no aparecerán en tu cronología de inicio.',
  'modals.unfollowConfirm': 'Dejar de seguir',
  'modals.signOutTitle': '¿Cerrar sesión?',
  'modals.signOutText': '¿Seguro que quieres cerrar la sesión de esta cuenta en todas las pestañas?',
  'modals.signOutConfirm': 'Cerrar sesión',
  'modals.languagesItem': 'Elegir idiomas…',
  'modals.languagesTitle': 'Idiomas de @{acct} en inicio',
  'modals.languagesText':
    'Solo sus publicaciones en los idiomas que elijas aparecerán en tu cronología de inicio. No elijas ninguno para verlas todas.',
  'modals.languagesSave': 'Guardar',
  'modals.settingsTitle': 'Confirmaciones',
  'modals.settingsHint': 'Preguntar antes de:',
  'modals.confirm.delete': 'Eliminar una publicación',
  'modals.confirm.redraft': 'Eliminar y volver a redactar una publicación',
  'modals.confirm.unfollow': 'Dejar de seguir a alguien',
  'modals.confirm.signOut': 'Cerrar sesión',
} satisfies Record<keyof typeof en, string>;
