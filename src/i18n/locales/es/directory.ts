import type en from '../en/directory.ts';

export default {
  'directory.title': 'Directorio de perfiles',
  'directory.nav': 'Directorio',
  'directory.whose': 'Qué perfiles',
  'directory.local': 'De este servidor',
  'directory.everyone': 'De todas partes',
  'directory.order': 'Orden',
  'directory.active': 'Activos recientemente',
  'directory.new': 'Recién llegados',
  'directory.failedTitle': 'No se pudo cargar el directorio',
  'directory.failed': 'Vuelve a intentarlo en un momento.',
  'directory.empty': 'No hay perfiles que mostrar.',
  'directory.more': 'Cargar más',
  'directory.counts':
    '{posts, plural, one {{posts, number, compact} publicación} other {{posts, number, compact} publicaciones}} · {followers, plural, one {{followers, number, compact} seguidor} other {{followers, number, compact} seguidores}}',
} satisfies Record<keyof typeof en, string>;
