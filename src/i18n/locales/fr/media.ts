import type en from '../en/media.ts';

export default {
  'media.open': 'Ouvrir le média',
  'media.viewerTitle': 'Média {index, number} sur {count, number}',
  'media.previous': 'Précédent',
  'media.next': 'Suivant',
  'media.download': 'Télécharger',
  'media.close': 'Fermer',
  'media.play': 'Lire',
  'media.pause': 'Pause',
  'media.mute': 'Couper le son',
  'media.unmute': 'Rétablir le son',
  'media.volume': 'Volume',
  'media.seek': 'Position',
  'media.position': '{time} sur {total}',
  'media.expand': 'Agrandir',
  'media.fullscreen': 'Plein écran',
  'media.exitFullscreen': 'Quitter le plein écran',
  'media.video': 'Vidéo',
  'media.audio': 'Audio',
  'media.playingInPip': 'Lecture en incrustation',
  'media.pipLabel': 'Lecteur en incrustation',
} satisfies Record<keyof typeof en, string>;
