import type en from '../en/media.ts';

export default {
  'media.open': 'Medien öffnen',
  'media.viewerTitle': 'Medium {index, number} von {count, number}',
  'media.previous': 'Zurück',
  'media.next': 'Weiter',
  'media.download': 'Herunterladen',
  'media.close': 'Schließen',
  'media.play': 'Abspielen',
  'media.pause': 'Pausieren',
  'media.mute': 'Stummschalten',
  'media.unmute': 'Ton einschalten',
  'media.volume': 'Lautstärke',
  'media.seek': 'Position',
  'media.position': '{time} von {total}',
  'media.expand': 'Vergrößern',
  'media.fullscreen': 'Vollbild',
  'media.exitFullscreen': 'Vollbild beenden',
  'media.video': 'Video',
  'media.audio': 'Audio',
  'media.playingInPip': 'Wird im Bild-im-Bild-Modus abgespielt',
  'media.pipLabel': 'Bild-im-Bild-Player',
} satisfies Record<keyof typeof en, string>;
