import type en from '../en/shell.ts';

export default {
  'shell.menu': 'Menu',
  'shell.back': 'Retour',
  'shell.yourProfile': 'Votre profil',
  'shell.postPublished': 'Message publié',
  'shell.postEdited': 'Message modifié',
  'shell.open': 'Ouvrir',
  'shell.pinned': 'Messages épinglés',
  'shell.pinnedEmpty': 'Aucun message épinglé pour l’instant',
  'shell.pinnedEmptyHint':
    'Épinglez un de vos messages depuis son menu pour le garder en haut de votre profil.',
} satisfies Record<keyof typeof en, string>;
