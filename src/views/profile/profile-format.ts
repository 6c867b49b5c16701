// Plain formatting rules of the profile header: counts in short form (1.2K), dates, the route of each tab.
import { currentLocale, type MessageId, t } from '../../i18n/index.ts';

/** 999 → "999", 1234 → "1.2K", 12345 → "12K", 1_500_000 → "1.5M" (section 4's short form: two significant
 *  digits, cut, not rounded), in the current language's compact notation ("12.345", "1,5 Mio." in German). */
export function shortCount(n: number): string {
  const v = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  return new Intl.NumberFormat(currentLocale().locale, { notation: 'compact', roundingMode: 'trunc' }).format(
    v,
  );
}

/** "Joined Mar 2021"; '' for a date that cannot be read. */
export function joinedText(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  const date = d.toLocaleDateString(currentLocale().locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return t('profile.joined', { date });
}

export type ProfileTab = 'posts' | 'with_replies' | 'media' | 'followers' | 'following' | 'tagged';

export const profileTabs: { tab: ProfileTab; label: MessageId; suffix: string }[] = [
  { tab: 'posts', label: 'profile.tab.posts', suffix: '' },
  { tab: 'with_replies', label: 'profile.tab.with_replies', suffix: '/with_replies' },
  { tab: 'media', label: 'profile.tab.media', suffix: '/media' },
];

/** The timeline each tab shows (Mastodon's own: posts leave out replies; media only posts with media). */
export function tabTimeline(tab: ProfileTab) {
  if (tab === 'media') return { onlyMedia: true } as const;
  if (tab === 'with_replies') return { withReplies: true } as const;
  return {} as const;
}
