// Whether the user wants Web Push in their browsers, and what a change of the push-related settings looks like.
// Both sides read it: the core when it hands the subscription flow its input, a tab to know when to run the flow
// again (the settings record reaches every tab with the global state). It lives in the settings record as
// `notifications.push` (on unless set off, like every notification setting); the alerts per type are the desktop
// ones (`notifications.alerts`, worker/push/alerts-from-settings.ts).

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const notificationsOf = (settings: Record<string, unknown>): Record<string, unknown> => {
  const n = settings.notifications;
  return isObj(n) ? n : {};
};

/** On unless the user switched it off (a missing or malformed value is on). */
export function pushEnabled(settings: Record<string, unknown>): boolean {
  return notificationsOf(settings).push !== false;
}

/** Changes exactly when something the push subscription follows changes: push on or off, and the alerts. */
export function pushSettingsKey(settings: Record<string, unknown>): string {
  const n = notificationsOf(settings);
  const alerts = isObj(n.alerts) ? n.alerts : {};
  const flags = Object.keys(alerts)
    .sort()
    .map((k) => `${k}:${alerts[k] === false ? 0 : 1}`)
    .join(',');
  return `${pushEnabled(settings) ? 'on' : 'off'}|${flags}`;
}
