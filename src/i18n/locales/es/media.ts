import type en from '../en/media.ts';

export default {
  'media.open': 'Abrir el contenido multimedia',
  'media.viewerTitle': 'Elemento {index, number} de {count, number}',
  'media.previous': 'Anterior',
  'media.next': 'Siguiente',
  'media.download': 'Descargar',
  'media.close': 'Cerrar',
  'media.play': 'Reproducir',
  'media.pause': 'Pausar',
  'media.mute': 'Silenciar',
  'media.unmute': 'Activar sonido',
  'media.volume': 'Volumen',
  'media.seek': 'Posición',
  'media.position': '{time} de {total}',
  'media.expand': 'Ampliar',
  'media.fullscreen': 'Pantalla completa',
  'media.exitFullscreen': 'Salir de pantalla completa',
  'media.video': 'Vídeo',
  'media.audio': 'Audio',
  'media.playingInPip': 'Reproduciendo en imagen dentro de imagen',
  'media.pipLabel': 'Reproductor de imagen dentro de imagen',
} satisfies Record<keyof typeof en, string>;
