// A list read once from the core by an intent (trending tags and links, suggestions): loading, the value, or a
// failure with a retry in place. The core has already shown the alert where there is one (trends have none).

import { useCallback, useEffect, useState } from 'react';
import type { Intent } from '../../../shared/protocol/intents.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';

export type IntentValue<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string | null }
  | { state: 'ready'; value: T };

export function useIntentValue<T>(
  intent: Intent,
  key: string,
): [IntentValue<T>, () => void, (f: (v: T) => T) => void] {
  const core = useCore();
  const [value, setValue] = useState<IntentValue<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the intent is a new object each render; `key` names it
  useEffect(() => {
    let live = true;
    setValue({ state: 'loading' });
    void core.intent(intent).then((r) => {
      if (!live) return;
      setValue(
        r.ok
          ? { state: 'ready', value: r.value as T }
          : { state: 'failed', message: r.alert ? coreMessage(r.alert.message) : null },
      );
    });
    return () => {
      live = false;
    };
  }, [core, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the shown value in place (a dismissed suggestion leaves at once). */
  const update = useCallback(
    (f: (v: T) => T) => setValue((v) => (v.state === 'ready' ? { state: 'ready', value: f(v.value) } : v)),
    [],
  );
  return [value, retry, update];
}
