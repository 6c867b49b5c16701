// The trends.show setting (section 3): whether Explore and its trends are shown. The core's settings record holds
// it as `trends: { show }` (the shape Mastodon's web settings use), on by default; the settings screen will show it.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** True unless the user turned trends off (a missing or malformed value means on). */
export function trendsShown(settings: Record<string, unknown>): boolean {
  return !(isRecord(settings.trends) && settings.trends.show === false);
}

/** The settings record with trends.show present (default on), as the core publishes it. */
export function withTrendsDefault(settings: Record<string, unknown>): Record<string, unknown> {
  if (isRecord(settings.trends) && typeof settings.trends.show === 'boolean') return settings;
  return { ...settings, trends: { ...(isRecord(settings.trends) ? settings.trends : {}), show: true } };
}

/** The patch that turns trends on or off (settings.patch replaces top-level keys). */
export const trendsPatch = (show: boolean): Record<string, unknown> => ({ trends: { show } });
