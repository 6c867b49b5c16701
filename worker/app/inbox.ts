// One account's inbox beside its timelines: private conversations (their unread count is the navigation's), the
// server's announcements, and the custom emoji the announcements' reactions (and the emoji picker) use.
import type { GlobalHub } from '../../shared/protocol/global-state.ts';
import { createAnnouncementWiring } from './announcements.ts';
import { type ConversationWiringDeps, createConversationWiring } from './conversations.ts';
import { createCustomEmojiSource } from './custom-emoji.ts';

export function createInbox(
  deps: Omit<ConversationWiringDeps, 'onUnread'> & { global: GlobalHub; isClosed: () => boolean },
) {
  const conversations = createConversationWiring({
    ...deps,
    onUnread: (n) => {
      if (!deps.isClosed()) deps.global.update((g) => ({ ...g, unreadConversations: n }));
    },
  });
  const customEmoji = createCustomEmojiSource(deps.actionRequest);
  const announcements = createAnnouncementWiring({
    request: deps.request,
    actionRequest: deps.actionRequest,
    emoji: customEmoji,
    log: deps.log,
  });
  return { conversations, announcements, customEmoji };
}
