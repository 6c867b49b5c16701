import type en from '../en/search.ts';

export default {
  'search.label': 'Buscar',
  'search.placeholder': 'Buscar o pegar una URL',
  'search.searchFor': 'Buscar «{q}»',
  'search.open': 'Abrir {q}',
  'search.recent': 'Búsquedas recientes',
  'search.recentHint': 'Pulsa Supr para quitar la búsqueda resaltada.',
  'search.removeRecent': 'Quitar «{q}» de las búsquedas recientes',
  'search.suggestions':
    '{count, plural, =0 {Sin sugerencias} one {# sugerencia, elige con las flechas} other {# sugerencias, elige con las flechas}}',
  'search.resolving': 'Buscando…',
  'search.notFound': 'No se encontró nada para {q}.',
  'search.title': 'Búsqueda',
  'search.titleFor': 'Búsqueda: {q}',
  'search.tabs': 'Tipos de resultados',
  'search.tab.all': 'Todo',
  'search.tab.accounts': 'Perfiles',
  'search.tab.hashtags': 'Etiquetas',
  'search.tab.statuses': 'Publicaciones',
  'search.seeMore':
    '{section, select, accounts {Ver más perfiles} hashtags {Ver más etiquetas} other {Ver más publicaciones}}',
  'search.people':
    '{count, plural, one {{n, number, compact} persona en los últimos 2 días} other {{n, number, compact} personas en los últimos 2 días}}',
  'search.uses':
    '{count, plural, one {{n, number, compact} publicación esta semana} other {{n, number, compact} publicaciones esta semana}}',
  'search.empty': 'No hay resultados para «{q}»',
  'search.emptyHint': 'Prueba con otras palabras, una #etiqueta o un @usuario.',
  'search.start': 'Busca personas, etiquetas y publicaciones',
  'search.startHint': 'Pega la dirección de una publicación o un perfil para abrirlo aquí.',
} satisfies Record<keyof typeof en, string>;
