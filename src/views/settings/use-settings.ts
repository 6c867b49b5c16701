// The settings record as the core publishes it, read in a section, and the one way a section changes it: a
// `settings.patch` of the top-level keys it owns (the core applies it to the record it holds and saves it).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../../app/core-context.tsx';

export function useSettings(): {
  settings: Record<string, unknown>;
  patch: (patch: Record<string, unknown>) => void;
} {
  useSignals();
  const core = useCore();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  return { settings, patch: (patch) => void core.intent({ type: 'settings.patch', patch }) };
}
