// /keyboard-shortcuts (Mastodon's address for the list): the shortcut help as a screen.
import { useT } from '../../i18n/index.ts';
import { ShortcutList } from './ShortcutList.tsx';

export default function KeyboardShortcutsScreen() {
  const t = useT();
  return (
    <section className="view-screen keyboard-screen">
      <h2 className="column-title">{t('keyboard.title')}</h2>
      {/* Focusable, so the list scrolls with the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="keyboard-screen-body" tabIndex={0}>
        <p className="keyboard-intro">{t('keyboard.intro')}</p>
        <ShortcutList />
      </div>
    </section>
  );
}
