import type en from '../en/explore.ts';

export default {
  'explore.title': 'Explorar',
  'explore.nav': 'Explorar',
  'explore.tabsLabel': 'Secciones de Explorar',
  'explore.tabPosts': 'Publicaciones',
  'explore.tabTags': 'Etiquetas',
  'explore.tabLinks': 'Noticias',
  'explore.tabSuggestions': 'Para ti',
  'explore.postsTitle': 'Publicaciones en tendencia',
  'explore.tagsFailed': 'No se pudieron cargar las etiquetas en tendencia.',
  'explore.tagsEmpty': 'Ahora mismo no hay nada en tendencia.',
  'explore.linksFailed': 'No se pudieron cargar los enlaces en tendencia.',
  'explore.linksEmpty': 'Ahora mismo no hay enlaces en tendencia.',
  'explore.linkPeople':
    '{n, plural, one {{n, number, compact} persona habla de esto} other {{n, number, compact} personas hablan de esto}}',
  'explore.suggestionsFailed': 'No se pudieron cargar las sugerencias.',
  'explore.suggestionsEmpty': 'No hay sugerencias por ahora. Sigue a algunas personas y vuelve a mirar.',
  'explore.whyFeatured': 'Elegido por el equipo del servidor',
  'explore.whyMostFollowed': 'Popular en este servidor',
  'explore.whyMostInteractions': 'Popular esta semana',
  'explore.whySimilar': 'Parecido a personas que seguiste hace poco',
  'explore.whyFriends': 'Seguido por personas que sigues',
  'explore.dismiss': 'No volver a sugerir a @{acct}',
  'explore.linkTitle': 'Enlace',
  'explore.linkPosts': 'Publicaciones que comparten este enlace',
  'explore.openLink': 'Abrir en {host}',
} satisfies Record<keyof typeof en, string>;
