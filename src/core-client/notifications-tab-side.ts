// The elected tab's side: runs a DeliveryCommand with the browser's APIs passed in, and asks for the permission.
// Nothing here throws: a notification that cannot be shown is logged, never an error in the user's face.
import type { DeliveryCommandMessage } from '../../shared/protocol/core-api.ts';
import type { PermissionState } from '../../shared/protocol/intents.ts';
import { coreMessage } from '../app/core-text.ts';

export interface TabNotifyEnv {
  /** True when the browser already shows a notification with this tag (e.g. the service worker's, from a push). */
  isShowing(tag: string): Promise<boolean>;
  show(
    title: string,
    options: { body: string; icon?: string; tag: string; data: { url: string } },
  ): Promise<void>;
  playSound(volume: number): void | Promise<void>;
  warn(message: string, error?: unknown): void;
}

export async function runDeliveryCommand(
  cmd: DeliveryCommandMessage,
  env: TabNotifyEnv,
): Promise<{ shown: boolean }> {
  let shown = false;
  if (cmd.show) {
    const t = cmd.show;
    try {
      if (!(await env.isShowing(t.tag))) {
        await env.show(coreMessage(t.title), {
          body: t.body,
          ...(t.icon ? { icon: t.icon } : {}),
          tag: t.tag,
          data: { url: t.url },
        });
        shown = true;
      }
    } catch (e) {
      env.warn('Could not show a desktop notification', e);
    }
  }
  if (cmd.sound) {
    try {
      await env.playSound(cmd.volume);
    } catch (e) {
      // Autoplay policies refuse sound before the user interacted with the page: expected, not an error.
      env.warn('Could not play the notification sound', e);
    }
  }
  return { shown };
}

/** The slice of the Notification constructor the permission request needs (old Safari only takes a callback). */
export interface NotificationPermissionApi {
  permission: PermissionState | string;
  requestPermission(callback?: (p: string) => void): Promise<string> | undefined;
}

/**
 * Asks for the notification permission. A failure (no API, the browser refuses the request, an old callback-only
 * API that never answers) is only logged as a warning and answers the current state.
 */
export async function requestNotificationPermission(
  api: NotificationPermissionApi | undefined,
  warn: (message: string, error?: unknown) => void,
): Promise<PermissionState> {
  if (!api) {
    warn('Desktop notifications are not supported by this browser');
    return 'denied';
  }
  const norm = (p: unknown): PermissionState => (p === 'granted' || p === 'denied' ? p : 'default');
  try {
    const answer = await new Promise<string>((resolve, reject) => {
      const maybe = api.requestPermission(resolve);
      if (maybe && typeof maybe.then === 'function') maybe.then(resolve, reject);
    });
    return norm(answer);
  } catch (e) {
    warn('Notification permission request failed', e);
    return norm(api.permission);
  }
}
