// The unread private conversations on the navigation's link: the core's one count, the same in every tab.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../app/core-context.tsx';
import { useT } from '../i18n/index.ts';

export function ConversationsBadge() {
  useSignals();
  const core = useCore();
  const n = useComputed(() => core.global.value.unreadConversations ?? 0).value;
  const t = useT();
  if (n <= 0) return null;
  return (
    <>
      <span className="badge">{n > 99 ? '99+' : n}</span>
      <span className="visually-hidden"> {t('nav.unread', { count: n })}</span>
    </>
  );
}
