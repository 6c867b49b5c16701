// The compose box's "replying to" preview and its character counter.
export default {
  'composeExtras.replyingTo': 'Replying to',
  'composeExtras.cancelReply': 'Cancel reply',
  'composeExtras.replyLoading': 'Loading the post…',
  'composeExtras.replyUnavailable': 'The post you are replying to is not available.',
  'composeExtras.charactersLeftTitle': 'Characters left',
  'composeExtras.nearLimit': '{count, plural, one {# character left} other {# characters left}}',
  'composeExtras.overLimit':
    '{count, plural, one {# character over the limit} other {# characters over the limit}}',
};
