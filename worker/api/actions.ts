// Async actions (section 4): pending, then fulfilled or rejected. A thrown error becomes a rejected result carrying
// it; a failed ApiResult does too. The loading bar is driven by default; a rejected action raises its alert
// (section 8) unless the catalogue or the caller says not to.
import { type Alert, type AlertOptions, toAlert } from './alerts.ts';
import type { ApiResult } from './errors.ts';
import type { LoadingBar } from './loading-bar.ts';

export type ActionResult<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; error: unknown };

export type ActionPhase = { name: string; status: 'pending' } | ({ name: string } & ActionResult<unknown>);

export interface ActionOptions extends AlertOptions {
  /** Drive the loading bar (default true). */
  loadingBar?: boolean;
  bar?: LoadingBar;
  /** Each phase as it happens: pending, then fulfilled or rejected. */
  onPhase?: (phase: ActionPhase) => void;
  /** The alert to show for a rejected action, when there is one. */
  onAlert?: (alert: Alert, actionName: string) => void;
}

const isApiResult = (v: unknown): v is ApiResult<unknown> =>
  typeof v === 'object' && v !== null && 'ok' in v && (('value' in v && 'status' in v) || 'error' in v);

/** Runs `fn` as a named action. Never throws. An ApiResult answer is unwrapped: ok → its value, failure → rejected. */
export async function runAction<T>(
  name: string,
  fn: () => Promise<T | ApiResult<T>> | T | ApiResult<T>,
  opts: ActionOptions = {},
): Promise<ActionResult<T>> {
  const bar = opts.loadingBar === false ? undefined : opts.bar;
  opts.onPhase?.({ name, status: 'pending' });
  bar?.start();
  let result: ActionResult<T>;
  try {
    const out = await fn();
    if (isApiResult(out)) {
      result = out.ok
        ? { status: 'fulfilled', value: out.value as T }
        : { status: 'rejected', error: out.error };
    } else {
      result = { status: 'fulfilled', value: out as T };
    }
  } catch (error) {
    result = { status: 'rejected', error };
  } finally {
    bar?.end();
  }
  opts.onPhase?.({ name, ...result });
  if (result.status === 'rejected' && opts.onAlert) {
    const alert = toAlert(result.error, opts);
    if (alert) opts.onAlert(alert, name);
  }
  return result;
}
