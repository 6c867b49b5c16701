import type en from '../en/media.ts';

export default {
  'media.open': 'メディアを開く',
  'media.viewerTitle': 'メディア {index, number}/{count, number}',
  'media.previous': '前へ',
  'media.next': '次へ',
  'media.download': 'ダウンロード',
  'media.close': '閉じる',
  'media.play': '再生',
  'media.pause': '一時停止',
  'media.mute': 'ミュート',
  'media.unmute': 'ミュート解除',
  'media.volume': '音量',
  'media.seek': '再生位置',
  'media.position': '{total} 中 {time}',
  'media.expand': '拡大',
  'media.fullscreen': '全画面表示',
  'media.exitFullscreen': '全画面表示を終了',
  'media.video': '動画',
  'media.audio': '音声',
  'media.playingInPip': 'ピクチャーインピクチャーで再生中',
  'media.pipLabel': 'ピクチャーインピクチャー プレーヤー',
} satisfies Record<keyof typeof en, string>;
