import type en from '../en/conversations.ts';

export default {
  'conversations.title': 'Private Erwähnungen',
  'conversations.nav': 'Private Erwähnungen',
  'conversations.unread': 'Ungelesen',
  'conversations.separator': ', ',
  'conversations.onlyYou': 'Nur du',
  'conversations.reply': 'Antworten',
  'conversations.delete': 'Unterhaltung löschen',
  'conversations.deleteTitle': 'Diese Unterhaltung löschen?',
  'conversations.deleteBody':
    'Sie verschwindet in jedem Tab aus deinen privaten Erwähnungen. Die Beiträge darin werden nicht gelöscht.',
  'conversations.deleteConfirm': 'Löschen',
  'conversations.cancel': 'Abbrechen',
  'conversations.noExcerpt': 'Der letzte Beitrag ist nicht mehr verfügbar.',
  'conversations.contentWarning': 'Inhaltswarnung: {text}',
  'conversations.attachments': '{n, plural, one {# Anhang} other {# Anhänge}}',
  'conversations.loadError': 'Die privaten Erwähnungen konnten nicht geladen werden.',
  'conversations.retry': 'Erneut versuchen',
} satisfies Record<keyof typeof en, string>;
