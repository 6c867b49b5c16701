import type en from '../en/shell.ts';

export default {
  'shell.menu': 'Menú',
  'shell.back': 'Atrás',
  'shell.yourProfile': 'Tu perfil',
  'shell.postPublished': 'Publicación publicada',
  'shell.postEdited': 'Publicación editada',
  'shell.open': 'Abrir',
  'shell.pinned': 'Publicaciones fijadas',
  'shell.pinnedEmpty': 'Aún no hay publicaciones fijadas',
  'shell.pinnedEmptyHint': 'Fija una de tus publicaciones desde su menú para mantenerla arriba en tu perfil.',
} satisfies Record<keyof typeof en, string>;
