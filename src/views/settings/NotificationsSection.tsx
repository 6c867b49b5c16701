// Notifications: for each kind, whether it shows in the notifications column, as a desktop notification (and a push
// notification: the core keeps the push subscription's alerts in step with these) and with a sound. Each box is
// one nested value the core sets in the record it holds (`settings.set`), so two tabs changing two boxes never undo
// each other. Missing values are on, as the core reads them (worker/desktop-notifications/settings.ts). Below, the
// browser's permission, the button that asks for it, and push on or off for the user's browsers (off: the
// subscription is removed from the server and the browser, src/core-client/push-sync.ts).
import { useState } from 'react';
import { pushEnabled } from '../../../shared/push/push-setting.ts';
import { useCore } from '../../app/core-context.tsx';
import { requestNotificationPermission } from '../../core-client/notifications-tab-side.ts';
import { Button } from '../../design/Button.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import { Toggle } from './SettingsControls.tsx';
import { useSettings } from './use-settings.ts';

const KINDS: { type: string; label: MessageId }[] = [
  { type: 'mention', label: 'prefs.typeMention' },
  { type: 'follow', label: 'prefs.typeFollow' },
  { type: 'follow_request', label: 'prefs.typeFollowRequest' },
  { type: 'favourite', label: 'prefs.typeFavourite' },
  { type: 'reblog', label: 'prefs.typeReblog' },
  { type: 'poll', label: 'prefs.typePoll' },
  { type: 'status', label: 'prefs.typeStatus' },
  { type: 'update', label: 'prefs.typeUpdate' },
];

const GROUPS: { group: 'shows' | 'alerts' | 'sounds'; head: MessageId; each: MessageId }[] = [
  { group: 'shows', head: 'prefs.inColumn', each: 'prefs.showFor' },
  { group: 'alerts', head: 'prefs.desktop', each: 'prefs.alertFor' },
  { group: 'sounds', head: 'prefs.sound', each: 'prefs.soundFor' },
];

/** A box's value: on unless set off (the core's default for every kind). */
export function notificationFlag(settings: Record<string, unknown>, group: string, type: string): boolean {
  const n = settings.notifications;
  const g = typeof n === 'object' && n !== null ? (n as Record<string, unknown>)[group] : undefined;
  const v = typeof g === 'object' && g !== null ? (g as Record<string, unknown>)[type] : undefined;
  return v !== false;
}

type NotificationApi = {
  permission: string;
  requestPermission: (cb?: (p: string) => void) => Promise<string>;
};
const notificationApi = (): NotificationApi | undefined =>
  (globalThis as { Notification?: NotificationApi }).Notification;

export function NotificationsSection({ headingId }: { headingId: string }) {
  const t = useT();
  const core = useCore();
  const { settings } = useSettings();
  const api = notificationApi();
  const [permission, setPermission] = useState(() => api?.permission ?? 'unsupported');
  const set = (group: string, type: string, value: boolean) =>
    void core.intent({ type: 'settings.set', path: ['notifications', group, type], value });
  const hintId = `${headingId}-hint`;
  return (
    <div className="settings-groups">
      <p className="settings-hint" id={hintId}>
        {t('prefs.notificationsHint')}
      </p>
      <table className="settings-table" aria-describedby={hintId}>
        <thead>
          <tr>
            <th scope="col">{t('prefs.notifType')}</th>
            {GROUPS.map((g) => (
              <th scope="col" key={g.group}>
                {t(g.head)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map((k) => {
            const kind = t(k.label);
            return (
              <tr key={k.type}>
                <th scope="row">{kind}</th>
                {GROUPS.map((g) => (
                  <td key={g.group}>
                    <input
                      type="checkbox"
                      name={`${g.group}.${k.type}`}
                      aria-label={t(g.each, { kind })}
                      checked={notificationFlag(settings, g.group, k.type)}
                      onChange={(e) => set(g.group, k.type, e.currentTarget.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="settings-field">
        <span className="settings-group-title">{t('prefs.permission')}</span>
        <p className="settings-hint" role="status">
          {permission === 'granted'
            ? t('prefs.permissionGranted')
            : permission === 'denied'
              ? t('prefs.permissionDenied')
              : permission === 'default'
                ? t('prefs.permissionDefault')
                : t('prefs.permissionUnsupported')}
        </p>
        {permission === 'default' ? (
          <Button
            onClick={() =>
              void requestNotificationPermission(api, (m, e) => console.warn(`[woolly] ${m}`, e)).then(
                setPermission,
              )
            }
          >
            {t('prefs.allow')}
          </Button>
        ) : null}
      </div>
      <Toggle
        name="push"
        label={t('prefs.push')}
        note={t('prefs.pushHint')}
        checked={pushEnabled(settings)}
        onChange={(on) =>
          void core.intent({ type: 'settings.set', path: ['notifications', 'push'], value: on })
        }
      />
    </div>
  );
}
