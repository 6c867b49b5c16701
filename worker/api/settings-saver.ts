// Settings (ruling 10) are saved through `PUT /api/web/settings` at most every 2 s (leading and trailing, the
// latest settings win), only with a signed-in user. A server without the web settings endpoint (404) is remembered
// and not asked again; the settings are kept locally by the core either way.
import { SETTINGS_SAVE_THROTTLE_MS } from '../../shared/constants.ts';
import type { ApiResult } from './errors.ts';
import { createThrottle, type Timers } from './timers.ts';

export interface SettingsSaverDeps {
  save: (data: Record<string, unknown>) => Promise<ApiResult<unknown>>;
  isSignedIn: () => boolean;
  timers: Timers;
  intervalMs?: number;
  /** Told of each save's outcome (the core marks settings `saved`). */
  onSaved?: (ok: boolean) => void;
}

export function createSettingsSaver(deps: SettingsSaverDeps) {
  let unsupported = false;
  const run = (data: Record<string, unknown>) => {
    if (!deps.isSignedIn() || unsupported) return;
    void deps.save(data).then((res) => {
      if (!res.ok && res.error.status === 404) unsupported = true;
      deps.onSaved?.(res.ok);
    });
  };
  const throttle = createThrottle(run, deps.intervalMs ?? SETTINGS_SAVE_THROTTLE_MS, deps.timers);
  return {
    save(data: Record<string, unknown>) {
      if (!deps.isSignedIn()) return;
      throttle.call(data);
    },
    flush: () => throttle.flush(),
    dispose: () => throttle.cancel(),
    /** The server has no web settings endpoint: settings live locally only. */
    isUnsupported: () => unsupported,
  };
}
