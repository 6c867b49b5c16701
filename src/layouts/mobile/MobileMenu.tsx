// The phone menu: every screen the tab bar has no room for, your profile, and Sign out (moved here from the tab
// bar, where it sat next to the screens and was easy to hit by mistake). A dialog drawn as a sheet: focus moves in,
// Escape or a click outside closes it; following a link closes it.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { trendsShown } from '../../../shared/settings/trends-setting.ts';
import { useCore } from '../../app/core-context.tsx';
import { SignOut } from '../../components/chrome/SignOut.tsx';
import { Icon, type IconName } from '../../components/status/Icon.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import './mobile-menu.css';

interface MenuEntry {
  href: string;
  icon: IconName;
  label: MessageId;
}

const ENTRIES: readonly MenuEntry[] = [
  { href: '/bookmarks', icon: 'bookmark', label: 'nav.bookmarks' },
  { href: '/favourites', icon: 'favourite', label: 'nav.favourites' },
  { href: '/lists', icon: 'list', label: 'lists.nav' },
  { href: '/conversations', icon: 'at', label: 'conversations.nav' },
  { href: '/explore', icon: 'hashtag', label: 'explore.nav' },
  { href: '/directory', icon: 'people', label: 'directory.nav' },
  { href: '/followed_tags', icon: 'hashtag', label: 'tags.navFollowed' },
  { href: '/follow_requests', icon: 'lock', label: 'nav.followRequests' },
  { href: '/filters', icon: 'filter', label: 'nav.filters' },
  { href: '/blocks', icon: 'close', label: 'nav.blocks' },
  { href: '/mutes', icon: 'bell', label: 'nav.mutes' },
  { href: '/domain_blocks', icon: 'globe', label: 'nav.domainBlocks' },
  { href: '/settings', icon: 'settings', label: 'settings.title' },
];

export default function MobileMenu({ onClose }: { onClose: () => void }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const acct = useComputed(() => core.global.value.identity.acct).value;
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  // Explore is left out when the user turned trends off, as in the wide navigation.
  const entries = trendsShown(settings) ? ENTRIES : ENTRIES.filter((e) => e.href !== '/explore');
  return (
    <Dialog title={t('shell.menu')} onClose={onClose} className="mobile-menu">
      <nav aria-label={t('shell.menu')}>
        <ul className="mobile-menu-list">
          {acct ? (
            <li>
              <Link href={`/@${acct}`} onClick={onClose}>
                <Icon name="people" />
                <span>{t('shell.yourProfile')}</span>
              </Link>
            </li>
          ) : null}
          {entries.map((e) => (
            <li key={e.href}>
              <Link href={e.href} onClick={onClose}>
                <Icon name={e.icon} />
                <span>{t(e.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu-foot">
        <SignOut />
      </div>
    </Dialog>
  );
}
