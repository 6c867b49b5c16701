// A post's shortcut when its row shows no control for it (the list presses the row's own buttons first,
// src/app/keyboard/row-controls.ts): open, mention, and the actions of rows drawn without an action bar.
import type { Intent } from '../../shared/protocol/intents.ts';
import type { StatusView } from '../../shared/protocol/rows.ts';
import { canBoost } from '../../shared/status-permissions.ts';
import type { RowShortcut } from '../app/keyboard/keymap.ts';
import { statusPath } from '../components/status/status-path.ts';

export function runStatusShortcut(
  status: StatusView,
  action: RowShortcut,
  deps: { intent: (i: Intent) => void; navigate: (to: string) => void },
): void {
  const toggle = (what: 'favourite' | 'reblog' | 'bookmark', current: boolean) =>
    deps.intent({ type: 'status.toggle', statusId: status.id, action: what, value: !current });
  switch (action) {
    case 'favourite':
      toggle('favourite', status.favourited);
      return;
    case 'boost':
      if (status.reblogged || canBoost(status)) toggle('reblog', status.reblogged);
      return;
    case 'bookmark':
      toggle('bookmark', status.bookmarked);
      return;
    case 'reply':
      deps.navigate(`/publish?reply=${encodeURIComponent(status.id)}`);
      return;
    case 'mention':
      deps.navigate(`/publish?mention=${encodeURIComponent(status.account.acct)}`);
      return;
    case 'open':
      deps.navigate(statusPath(status));
      return;
    case 'profile':
      deps.navigate(`/@${status.account.acct}`);
      return;
    default:
      return;
  }
}
