// Plain formatting rules of the profile header: counts in short form (1.2K), dates, the route of each tab.

/** 999 → "999", 1234 → "1.2K", 12345 → "12K", 1_500_000 → "1.5M" (section 4's short form). */
export function shortCount(n: number): string {
  const v = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  const unit = (x: number, s: string) => {
    const r = x < 10 ? Math.floor(x * 10) / 10 : Math.floor(x);
    return `${String(r).replace(/\.0$/, '')}${s}`;
  };
  if (v < 1000) return String(v);
  if (v < 1_000_000) return unit(v / 1000, 'K');
  if (v < 1_000_000_000) return unit(v / 1_000_000, 'M');
  return unit(v / 1_000_000_000, 'B');
}

/** "Joined Mar 2021"; '' for a date that cannot be read. */
export function joinedText(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  return `Joined ${d.toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
}

export type ProfileTab = 'posts' | 'with_replies' | 'media' | 'followers' | 'following' | 'tagged';

export const profileTabs: { tab: ProfileTab; label: string; suffix: string }[] = [
  { tab: 'posts', label: 'Posts', suffix: '' },
  { tab: 'with_replies', label: 'Posts and replies', suffix: '/with_replies' },
  { tab: 'media', label: 'Media', suffix: '/media' },
];

/** The timeline each tab shows (Mastodon's own: posts leave out replies; media only posts with media). */
export function tabTimeline(tab: ProfileTab) {
  if (tab === 'media') return { onlyMedia: true } as const;
  if (tab === 'with_replies') return { withReplies: true } as const;
  return {} as const;
}

export const MUTE_DURATIONS: { seconds: number; label: string }[] = [
  { seconds: 0, label: 'Indefinitely' },
  { seconds: 300, label: '5 minutes' },
  { seconds: 1800, label: '30 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 21600, label: '6 hours' },
  { seconds: 86400, label: '1 day' },
  { seconds: 259200, label: '3 days' },
  { seconds: 604800, label: '7 days' },
];
