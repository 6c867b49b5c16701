// Reconnect delays: exponential, capped, with bounded jitter so that many clients dropped at once (a server
// restart) do not all come back in the same second. The delay never grows past the cap (a delay that grows without
// bound is how other clients ended up never reconnecting).
import { STREAM_BACKOFF } from '../../shared/constants.ts';

export interface BackoffConfig {
  baseMs: number;
  capMs: number;
  /** Fraction of the delay that is randomized either way: 0.3 → ±30 %. */
  jitter: number;
  /** A connection that stayed open this long resets the attempt count. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffConfig = STREAM_BACKOFF;

/** The wait before retry number `attempt` (0 for the first retry); `random` returns [0, 1). */
export function backoffDelay(attempt: number, config: BackoffConfig, random: () => number): number {
  // Beyond 2^30 the exponent only matters for overflow: the cap applies long before.
  const exponential = config.baseMs * 2 ** Math.min(Math.max(attempt, 0), 30);
  const nominal = Math.min(config.capMs, exponential);
  const spread = 1 + config.jitter * (2 * random() - 1);
  return Math.round(Math.min(config.capMs, Math.max(0, nominal * spread)));
}

/** Whether a connection open from `openedAt` to `closedAt` held long enough to start the backoff over. */
export function connectionHeld(openedAt: number, closedAt: number, config: BackoffConfig): boolean {
  return closedAt - openedAt >= config.resetAfterMs;
}
