import type en from '../en/emojiPicker.ts';

export default {
  'emojiPicker.label': 'Sélecteur d’émojis',
  'emojiPicker.search': 'Rechercher un émoji',
  'emojiPicker.noResults': 'Aucun émoji ne correspond à « {query} ».',
  'emojiPicker.loading': 'Chargement des émojis…',
  'emojiPicker.loadError': 'Les émojis personnalisés du serveur n’ont pas pu être chargés.',
  'emojiPicker.custom': 'Personnalisés',
  'emojiPicker.categories': 'Catégories d’émojis',
  'emojiPicker.group.smileys_emotion': 'Smileys et émotions',
  'emojiPicker.group.people_body': 'Personnes et corps',
  'emojiPicker.group.animals_nature': 'Animaux et nature',
  'emojiPicker.group.food_drink': 'Nourriture et boissons',
  'emojiPicker.group.travel_places': 'Voyages et lieux',
  'emojiPicker.group.activities': 'Activités',
  'emojiPicker.group.objects': 'Objets',
  'emojiPicker.group.symbols': 'Symboles',
  'emojiPicker.group.flags': 'Drapeaux',
  'emojiPicker.close': 'Fermer',
} satisfies Record<keyof typeof en, string>;
