// Private mentions (the conversations screen, its rows and the navigation link).
export default {
  'conversations.title': 'Private mentions',
  'conversations.nav': 'Private mentions',
  'conversations.unread': 'Unread',
  'conversations.separator': ', ',
  'conversations.onlyYou': 'Only you',
  'conversations.reply': 'Reply',
  'conversations.delete': 'Delete conversation',
  'conversations.deleteTitle': 'Delete this conversation?',
  'conversations.deleteBody':
    'It leaves your private mentions in every tab. The posts in it are not deleted.',
  'conversations.deleteConfirm': 'Delete',
  'conversations.cancel': 'Cancel',
  'conversations.noExcerpt': 'The last post is no longer available.',
  'conversations.contentWarning': 'Content warning: {text}',
  'conversations.attachments': '{n, plural, one {# attachment} other {# attachments}}',
  'conversations.loadError': 'The private mentions could not be loaded.',
  'conversations.retry': 'Try again',
};
