// What every row of a list reads from the page rather than from its own row model: the interface's language and
// the few settings a post's look depends on. The list subscribes to them once (issue 20, item 1) and hands them to
// its rows through a context: a row then mounts without subscribing to anything global (each subscription was a hook,
// an effect and a listener to add and, when the row scrolled away, remove, for every streamed post), and a change of
// language or of one of these settings re-renders the rows that read them, through their memo boundaries.
// A row drawn outside any list (a test, a screen showing one post) makes the same subscriptions for itself: see
// `RowEnvProvider`.
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import type { GlobalState } from '../../app/core-context.tsx';
import { useCore } from '../../app/core-context.tsx';
import { useLocale } from '../../i18n/index.ts';

export interface RowEnv {
  /** The interface's language (a new one re-renders every row: their words are formatted in it). */
  locale: string;
  /** The media setting: hide sensitive media (default), show all, or hide all. */
  mediaDisplay: 'default' | 'show_all' | 'hide_all';
  /** Whether animated GIFs play (absent until the reader sets it: they play). */
  autoplayGifs: boolean | undefined;
  /** Whether hidden media show their blurred colours. */
  blurhash: boolean;
  /** The server's translation pairs (null until known, or when it does not translate). */
  translationLanguages: GlobalState['translationLanguages'] | null;
}

/** The environment from the global state and the language; `previous` itself when nothing a row reads changed, so
 *  that the context's value (and every row) stays untouched by the many global changes rows do not show. */
export function rowEnvOf(global: GlobalState, locale: string, previous: RowEnv | null): RowEnv {
  const settings = global.settings;
  const next: RowEnv = {
    locale,
    mediaDisplay: settings.mediaDisplay ?? 'default',
    autoplayGifs: settings.autoplayGifs,
    blurhash: settings.useBlurhash !== false,
    translationLanguages: global.translationLanguages ?? null,
  };
  if (
    previous &&
    previous.locale === next.locale &&
    previous.mediaDisplay === next.mediaDisplay &&
    previous.autoplayGifs === next.autoplayGifs &&
    previous.blurhash === next.blurhash &&
    previous.translationLanguages === next.translationLanguages
  )
    return previous;
  return next;
}

const RowEnvContext = createContext<RowEnv | null>(null);

/** The list's rows' environment, or null outside a `RowEnvProvider` (the row then wraps itself in one). */
export const useRowEnv = (): RowEnv | null => useContext(RowEnvContext);

/** Subscribes once to the language and the global state, and gives the rows below the environment they read. It
 *  re-renders on every global change (a read marker, an unread count), which costs it alone: its children are the
 *  same elements, and the context's value changes only when something a row reads changed. */
export function RowEnvProvider({ children }: { children: ReactNode }) {
  useSignals();
  const core = useCore();
  const { locale } = useLocale();
  const last = useRef<RowEnv | null>(null);
  last.current = rowEnvOf(core.global.value, locale, last.current);
  return <RowEnvContext.Provider value={last.current}>{children}</RowEnvContext.Provider>;
}
