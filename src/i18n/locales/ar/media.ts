import type en from '../en/media.ts';

export default {
  'media.open': 'فتح الوسائط',
  'media.viewerTitle': 'الوسائط {index, number} من {count, number}',
  'media.previous': 'السابق',
  'media.next': 'التالي',
  'media.download': 'تنزيل',
  'media.close': 'إغلاق',
  'media.play': 'تشغيل',
  'media.pause': 'إيقاف مؤقت',
  'media.mute': 'كتم الصوت',
  'media.unmute': 'إلغاء كتم الصوت',
  'media.volume': 'مستوى الصوت',
  'media.seek': 'الموضع',
  'media.position': '{time} من {total}',
  'media.expand': 'توسيع',
  'media.fullscreen': 'ملء الشاشة',
  'media.exitFullscreen': 'الخروج من ملء الشاشة',
  'media.video': 'فيديو',
  'media.audio': 'صوت',
  'media.playingInPip': 'قيد التشغيل في وضع الصورة داخل الصورة',
  'media.pipLabel': 'مشغل الصورة داخل الصورة',
} satisfies Record<keyof typeof en, string>;
