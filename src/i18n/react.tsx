// React's side of the catalogue: useT() gives a component the formatter and re-renders it when the language changes
// (in this tab or, through the setting, in another); <T> formats a message whose values include elements.
import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { currentLocale, formatParts, type MessageId, subscribeLocale, t } from './catalogue.ts';
import type { MessageValues } from './icu.ts';

/** The formatter, in the current language; the component re-renders when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  return t;
}

/** The current language and its direction, for components that format with Intl themselves. */
export function useLocale(): { locale: string; dir: 'ltr' | 'rtl' } {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}

/** A message with elements among its values: <T id="profile.familiar" values={{ names: <b>…</b> }} />. */
export function T({ id, values }: { id: MessageId; values?: MessageValues }): ReactNode {
  useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
  const parts = formatParts(id, values);
  return parts.map((p, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
    <Fragment key={i}>{p as ReactNode}</Fragment>
  ));
}
