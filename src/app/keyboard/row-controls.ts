// A focused post's shortcuts press the control the post shows for the same thing (f the favourite button, x the
// content warning's toggle…), so a key does exactly what the click does (the same intent, nothing a post does not
// offer, a disabled boost stays disabled). The selectors name the post's own controls; the first match is the
// outer post's (a quoted post's controls come after them in the row).
import { openMediaOf } from '../media-open.ts';
import type { RowShortcut } from './keymap.ts';

const CONTROLS: Partial<Record<RowShortcut, string>> = {
  reply: '.action-bar .action.reply',
  favourite: '.action-bar .action.favourite',
  boost: '.action-bar .action.boost',
  bookmark: '.action-bar .action.bookmark',
  toggleCw: '.content-warning .cw-toggle',
  toggleMedia: '.media-grid .media-overlay, .media-grid .media-hide',
  profile: '.status-header .account-name',
};

/** Presses the row's control for `action`; false when the row has none (the list's screen may still act). */
export function pressRowControl(row: HTMLElement, action: RowShortcut): boolean {
  if (action === 'openMedia') return openMediaOf(row);
  const selector = CONTROLS[action];
  const control = selector ? row.querySelector<HTMLElement>(selector) : null;
  if (!control || (control as HTMLButtonElement).disabled) return control !== null;
  control.click();
  return true;
}
