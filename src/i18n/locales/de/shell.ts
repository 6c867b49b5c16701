import type en from '../en/shell.ts';

export default {
  'shell.menu': 'Menü',
  'shell.back': 'Zurück',
  'shell.yourProfile': 'Dein Profil',
  'shell.postPublished': 'Beitrag veröffentlicht',
  'shell.postEdited': 'Beitrag bearbeitet',
  'shell.open': 'Öffnen',
  'shell.pinned': 'Angeheftete Beiträge',
  'shell.pinnedEmpty': 'Noch keine angehefteten Beiträge',
  'shell.pinnedEmptyHint':
    'Hefte einen deiner Beiträge über sein Menü an, damit er oben in deinem Profil bleibt.',
} satisfies Record<keyof typeof en, string>;
