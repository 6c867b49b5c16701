// Fault injection: per-route or global rate limiting (429 with a Reset header), server errors, slow answers and
// malformed JSON bodies, plus dropping every streaming socket. Settings are plain JSON so other processes can
// set them through POST /_demo/faults.

export interface FaultRule {
  /** Answer 429 Too Many Requests. */
  rateLimit?: boolean;
  /** Answer with this 5xx status. */
  status?: number;
  /** Delay the answer by this many milliseconds. */
  delayMs?: number;
  /** Send a truncated, unparsable JSON body (status 200). */
  malformedJson?: boolean;
  /** Apply only this many times, then the rule is spent. Unset: until cleared. */
  times?: number;
}

export interface FaultSettings {
  /** Applies to every API request. */
  global?: FaultRule | null;
  /** Keyed by `METHOD /path/prefix` or `/path/prefix` (any method); the longest matching key wins. */
  routes?: Record<string, FaultRule>;
}

export interface Faults {
  set(settings: FaultSettings): void;
  /** Adds or replaces the rule for one route key. */
  setRoute(key: string, rule: FaultRule): void;
  clear(): void;
  settings(): FaultSettings;
  /** The rule to apply to this request, if any (counting down `times`). */
  take(method: string, path: string): FaultRule | null;
  /** Drops every streaming socket at once (the streaming side does the work). */
  dropSockets(): void;
}

export function createFaults(dropAll: () => void): Faults {
  let global: FaultRule | null = null;
  let routes = new Map<string, FaultRule>();
  const spend = (rule: FaultRule, forget: () => void): FaultRule => {
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) forget();
    }
    return rule;
  };
  return {
    set(settings) {
      global = settings.global ? { ...settings.global } : null;
      routes = new Map(Object.entries(settings.routes ?? {}).map(([k, v]) => [k, { ...v }]));
    },
    setRoute(key, rule) {
      routes.set(key, { ...rule });
    },
    clear() {
      global = null;
      routes = new Map();
    },
    settings() {
      return { global, routes: Object.fromEntries(routes) };
    },
    take(method, path) {
      let best: [string, FaultRule] | null = null;
      for (const [key, rule] of routes) {
        const space = key.indexOf(' ');
        const keyMethod = space > 0 ? key.slice(0, space).toUpperCase() : null;
        const prefix = space > 0 ? key.slice(space + 1) : key;
        if (keyMethod && keyMethod !== method) continue;
        if (!path.startsWith(prefix)) continue;
        if (!best || prefix.length > best[0].length) best = [prefix, rule];
      }
      if (best) {
        const [, rule] = best;
        const key = [...routes.entries()].find(([, r]) => r === rule)?.[0];
        return spend(rule, () => {
          if (key !== undefined) routes.delete(key);
        });
      }
      if (global) {
        return spend(global, () => {
          global = null;
        });
      }
      return null;
    },
    dropSockets() {
      dropAll();
    },
  };
}
