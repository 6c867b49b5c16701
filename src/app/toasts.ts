// The tab's own toasts (what this tab did: a post published), beside the core's alerts (shared/protocol alerts,
// the same in every tab). Each lives for its time unless dismissed; newer ones stack under older ones. Timers are
// passed in, so the rules run in Node.
import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { MessageId, MessageValues } from '../i18n/index.ts';

export interface TabToast {
  id: string;
  message: MessageId;
  values?: MessageValues;
  /** An action button, e.g. Open on the post-published toast (section 9). */
  action?: { label: MessageId; href: string };
}

/** Runs `fn` after `ms`; the answer cancels it. */
export type Schedule = (fn: () => void, ms: number) => () => void;

/** At most this many toasts of the tab at once: an older one goes when a newer one would pass it. */
export const MAX_TAB_TOASTS = 4;

export interface TabToasts {
  list: ReadonlySignal<readonly TabToast[]>;
  show(toast: Omit<TabToast, 'id'>, durationMs: number): string;
  dismiss(id: string): void;
}

export function createTabToasts(schedule: Schedule): TabToasts {
  const list = signal<readonly TabToast[]>([]);
  const timers = new Map<string, () => void>();
  let next = 0;
  const dismiss = (id: string) => {
    timers.get(id)?.();
    timers.delete(id);
    if (list.peek().some((t) => t.id === id)) list.value = list.peek().filter((t) => t.id !== id);
  };
  return {
    list,
    show(toast, durationMs) {
      const id = `tab-toast-${++next}`;
      const kept = list.peek().slice(-(MAX_TAB_TOASTS - 1));
      for (const gone of list.peek().slice(0, list.peek().length - kept.length)) dismiss(gone.id);
      list.value = [...kept, { ...toast, id }];
      timers.set(
        id,
        schedule(() => dismiss(id), durationMs),
      );
      return id;
    },
    dismiss,
  };
}

/** This tab's toasts, on the browser's timers. */
export const tabToasts: TabToasts = createTabToasts((fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
});
