import type en from '../en/emojiPicker.ts';

export default {
  'emojiPicker.label': 'منتقي الإيموجي',
  'emojiPicker.search': 'ابحث عن إيموجي',
  'emojiPicker.noResults': 'لا يوجد إيموجي يطابق «{query}».',
  'emojiPicker.loading': 'جارٍ تحميل الإيموجي…',
  'emojiPicker.loadError': 'تعذر تحميل الإيموجي المخصص للخادم.',
  'emojiPicker.custom': 'مخصص',
  'emojiPicker.categories': 'فئات الإيموجي',
  'emojiPicker.group.smileys_emotion': 'الوجوه والمشاعر',
  'emojiPicker.group.people_body': 'الأشخاص والجسم',
  'emojiPicker.group.animals_nature': 'الحيوانات والطبيعة',
  'emojiPicker.group.food_drink': 'الطعام والشراب',
  'emojiPicker.group.travel_places': 'السفر والأماكن',
  'emojiPicker.group.activities': 'الأنشطة',
  'emojiPicker.group.objects': 'الأشياء',
  'emojiPicker.group.symbols': 'الرموز',
  'emojiPicker.group.flags': 'الأعلام',
  'emojiPicker.close': 'إغلاق',
} satisfies Record<keyof typeof en, string>;
