import type en from '../en/tags.ts';

export default {
  'tags.people':
    '{n, plural, one {{n, number, compact} persona en los últimos días} other {{n, number, compact} personas en los últimos días}}',
  'tags.posts':
    '{n, plural, one {{n, number, compact} publicación} other {{n, number, compact} publicaciones}}',
  'tags.week':
    '{posts, plural, one {{posts, number, compact} publicación} other {{posts, number, compact} publicaciones}} de {people, plural, one {{people, number, compact} persona} other {{people, number, compact} personas}} en la última semana',
  'tags.follow': 'Seguir',
  'tags.unfollow': 'Dejar de seguir',
  'tags.followName': 'Seguir #{name}',
  'tags.unfollowName': 'Dejar de seguir #{name}',
  'tags.feature': 'Destacar en el perfil',
  'tags.unfeature': 'Dejar de destacar en el perfil',
  'tags.followedTitle': 'Etiquetas seguidas',
  'tags.navFollowed': 'Etiquetas seguidas',
  'tags.followedFailed': 'No se pudieron cargar las etiquetas seguidas.',
  'tags.followedEmpty': 'Todavía no sigues ninguna etiqueta.',
  'tags.more': 'Cargar más',
  'tags.optionsLabel': 'Opciones de la cronología',
  'tags.optionAny': 'Cualquiera de estas',
  'tags.optionAll': 'Todas estas',
  'tags.optionNone': 'Ninguna de estas',
  'tags.optionLocal': 'Solo local',
  'tags.optionRemote': 'Solo remoto',
  'tags.optionMedia': 'Solo multimedia',
} satisfies Record<keyof typeof en, string>;
