import type en from '../en/focused.ts';

export default {
  'focused.date': '{date, date, medium}, {date, time, short}',
  'focused.visibility.public': 'Público',
  'focused.visibility.unlisted': 'Público silencioso',
  'focused.visibility.private': 'Solo seguidores',
  'focused.visibility.direct': 'Mención privada',
  'focused.via': 'vía {app}',
  'focused.edited': 'Editado el {date, date, medium}, {date, time, short}',
  'focused.replies':
    '{count, plural, one {{count, number, compact} respuesta} other {{count, number, compact} respuestas}}',
  'focused.reblogs':
    '{count, plural, one {{count, number, compact} impulso} other {{count, number, compact} impulsos}}',
  'focused.favourites':
    '{count, plural, one {{count, number, compact} favorito} other {{count, number, compact} favoritos}}',
  'focused.quotes':
    '{count, plural, one {{count, number, compact} cita} other {{count, number, compact} citas}}',
  'focused.rebloggedBy': 'Impulsado por',
  'focused.favouritedBy': 'Marcado como favorito por',
  'focused.noReblogs': 'Nadie ha impulsado esta publicación todavía.',
  'focused.noFavourites': 'Nadie ha marcado esta publicación como favorita todavía.',
  'focused.noOneYet': 'Cuando alguien lo haga, aparecerá aquí.',
  'history.title': 'Historial de ediciones',
  'history.published': 'Publicado el {date, date, medium}, {date, time, short}',
  'history.editedAt': 'Editado el {date, date, medium}, {date, time, short}',
  'history.changed.text': 'Texto cambiado',
  'history.changed.spoiler': 'Advertencia de contenido cambiada',
  'history.changed.sensitive': 'Marca de contenido sensible cambiada',
  'history.changed.media': 'Multimedia cambiada',
  'history.changed.poll': 'Encuesta cambiada',
  'history.changes': 'Qué cambió',
  'history.media': '{count, plural, one {# archivo adjunto} other {# archivos adjuntos}}',
  'history.poll': 'Opciones de la encuesta',
  'history.noAlt': 'Sin descripción',
  'history.sensitive': 'Marcado como sensible',
  'history.loadFailed': 'No se pudo cargar el historial de ediciones',
  'history.none': 'Esta publicación no se ha editado',
  'history.noneText': 'Sus versiones aparecerán aquí cuando su autor la edite.',
  'history.back': 'Volver a la publicación',
} satisfies Record<keyof typeof en, string>;
