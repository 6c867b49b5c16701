// `?`: the shortcut help over the page (Escape, the close button or a click outside closes it; focus returns).
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { ShortcutList } from './ShortcutList.tsx';

export default function KeyboardHelpDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={t('keyboard.title')} onClose={onClose} className="keyboard-help">
      {/* Focusable, so the list scrolls with the keyboard (focus lands here when the help opens). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="keyboard-help-scroll" tabIndex={0}>
        <ShortcutList />
      </div>
    </Dialog>
  );
}
