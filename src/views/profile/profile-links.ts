// The profile menu's link items: copy the profile's address, and open it on its own server (remote accounts only,
// where the original page has more than Woolly shows). The browser's clipboard and window are the edges.
import type { ProfileRow } from '../../../shared/protocol/profile.ts';
import { t } from '../../i18n/index.ts';

export interface LinkItem {
  label: string;
  run: () => void;
}

export interface LinkEnv {
  copy: (text: string) => Promise<void>;
  open: (url: string) => void;
}

const browserEnv = (): LinkEnv => ({
  copy: (text) => navigator.clipboard.writeText(text),
  open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
});

export function linkItems(row: ProfileRow, env: LinkEnv = browserEnv()): LinkItem[] {
  const url = row.account.url;
  if (!url) return [];
  const items: LinkItem[] = [
    { label: t('profile2.menu.copyLink'), run: () => void env.copy(url).catch(() => {}) },
  ];
  if (row.domain)
    items.push({ label: t('profile2.menu.openOriginal', { domain: row.domain }), run: () => env.open(url) });
  return items;
}
