import type en from '../en/emojiPicker.ts';

export default {
  'emojiPicker.label': 'Selector de emojis',
  'emojiPicker.search': 'Buscar emoji',
  'emojiPicker.noResults': 'Ningún emoji coincide con «{query}».',
  'emojiPicker.loading': 'Cargando emojis…',
  'emojiPicker.loadError': 'No se pudieron cargar los emojis personalizados del servidor.',
  'emojiPicker.custom': 'Personalizados',
  'emojiPicker.categories': 'Categorías de emojis',
  'emojiPicker.group.smileys_emotion': 'Caras y emociones',
  'emojiPicker.group.people_body': 'Personas y cuerpo',
  'emojiPicker.group.animals_nature': 'Animales y naturaleza',
  'emojiPicker.group.food_drink': 'Comida y bebida',
  'emojiPicker.group.travel_places': 'Viajes y lugares',
  'emojiPicker.group.activities': 'Actividades',
  'emojiPicker.group.objects': 'Objetos',
  'emojiPicker.group.symbols': 'Símbolos',
  'emojiPicker.group.flags': 'Banderas',
  'emojiPicker.close': 'Cerrar',
} satisfies Record<keyof typeof en, string>;
