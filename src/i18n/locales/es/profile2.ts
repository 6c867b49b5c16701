import type en from '../en/profile2.ts';

export default {
  'profile2.badgeCount': '{n, number, compact}',
  'profile2.followRequestsWaiting': '{n, plural, one {solicitud pendiente} other {solicitudes pendientes}}',
  'profile2.button.follow': 'Seguir',
  'profile2.button.requested': 'Solicitado',
  'profile2.button.following': 'Siguiendo',
  'profile2.button.followBack': 'Seguir también',
  'profile2.button.unblock': 'Desbloquear',
  'profile2.button.unmute': 'Dejar de silenciar',
  'profile2.button.follow.label': 'Seguir a @{acct}',
  'profile2.button.requested.label': 'Cancelar la solicitud de seguimiento a @{acct}',
  'profile2.button.following.label': 'Dejar de seguir a @{acct}',
  'profile2.button.followBack.label': 'Seguir también a @{acct}',
  'profile2.button.unblock.label': 'Desbloquear a @{acct}',
  'profile2.button.unmute.label': 'Dejar de silenciar a @{acct}',
  'profile2.rowCounts':
    '{posts, plural, one {{posts, number, compact} publicación} other {{posts, number, compact} publicaciones}} · {followers, plural, one {{followers, number, compact} seguidor} other {{followers, number, compact} seguidores}} · {following, number, compact} seguidos',
  'profile2.familiar.one': 'Seguido por {a}',
  'profile2.familiar.two': 'Seguido por {a} y {b}',
  'profile2.familiar.more':
    'Seguido por {a}, {b} y {others, plural, one {# persona más que sigues} other {# personas más que sigues}}',
  'profile2.featuredTags': 'Etiquetas destacadas',
  'profile2.taggedPosts':
    '{n, plural, one {{n, number, compact} publicación} other {{n, number, compact} publicaciones}}',
  'profile2.endorsed': 'Perfiles destacados',
  'profile2.tab.followers': 'Seguidores',
  'profile2.tab.following': 'Siguiendo',
  'profile2.taggedTitle': '@{acct}: #{tag}',
  'profile2.followersTitle': 'Seguidores de @{acct}',
  'profile2.followingTitle': 'Seguidos por @{acct}',
  'profile2.hiddenTitle': 'Esta información no está disponible',
  'profile2.hiddenText': '@{acct} ha elegido no mostrar a quién sigue ni quién le sigue.',
} satisfies Record<keyof typeof en, string>;
