import type en from '../en/nav.ts';

export default {
  'nav.main': 'Principal',
  'nav.home': 'Inicio',
  'nav.notifications': 'Notificaciones',
  'nav.local': 'Local',
  'nav.federated': 'Federada',
  'nav.bookmarks': 'Marcadores',
  'nav.favourites': 'Favoritos',
  'nav.filters': 'Filtros',
  'nav.followRequests': 'Solicitudes de seguimiento',
  'nav.blocks': 'Cuentas bloqueadas',
  'nav.mutes': 'Cuentas silenciadas',
  'nav.domainBlocks': 'Dominios bloqueados',
  'nav.newPost': 'Nueva publicación',
  'nav.unread': '{count, plural, one {sin leer} other {sin leer}}',
  'nav.signedOut': 'No has iniciado sesión.',
  'nav.signIn': 'Iniciar sesión',
} satisfies Record<keyof typeof en, string>;
