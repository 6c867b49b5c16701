// /keyboard-shortcuts (Mastodon's address for the list): the shortcut help as a screen.
import { useT } from '../../i18n/index.ts';
import { ShortcutList } from './ShortcutList.tsx';

export default function KeyboardShortcutsScreen() {
  const t = useT();
  return (
    <section className="view-screen keyboard-screen">
      <h2 className="column-title">{t('keyboard.title')}</h2>
      <div className="keyboard-screen-body">
        <p className="keyboard-intro">{t('keyboard.intro')}</p>
        <ShortcutList />
      </div>
    </section>
  );
}
