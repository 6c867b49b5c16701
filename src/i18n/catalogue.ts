// The tab's current language and its catalogue: `t(id, values)` formats a message of it. A catalogue is a module of
// its own per language (locales/<lang>/index.ts), fetched on demand: none is in the first bundle. Until one has
// loaded, t() answers the message's id (main.tsx loads the language before it mounts the app, so users never see it).

import { formatNodes, type MessageValues, type Node, parseMessage } from './icu.ts';
import type enMessages from './locales/en/index.ts';
import { type Locale, localeDirection, SOURCE_LOCALE } from './locales.ts';

export type MessageId = keyof typeof enMessages;
export type Catalogue = Readonly<Record<MessageId, string>>;

const loaders = import.meta.glob<{ default: Catalogue }>('./locales/*/index.ts');

interface Current {
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Catalogue | null;
}

let current: Current = { locale: SOURCE_LOCALE, dir: 'ltr', messages: null };
const parsed = new Map<string, Node[]>();
const listeners = new Set<() => void>();

export function currentLocale(): Current {
  return current;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches a language's catalogue and makes it current; every component using useT() re-renders in it. */
export async function loadLocale(locale: Locale): Promise<void> {
  setCatalogue(locale, await fetchCatalogue(locale));
}

/** A language's catalogue, fetched (once: the module is cached) without making it current. */
export async function fetchCatalogue(locale: Locale): Promise<Catalogue> {
  const load = loaders[`./locales/${locale}/index.ts`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).default;
}

/** Makes a catalogue current (loadLocale's second half; tests may give one directly). */
export function setCatalogue(locale: Locale, messages: Catalogue): void {
  if (current.locale === locale && current.messages === messages) return;
  current = { locale, dir: localeDirection(locale), messages };
  parsed.clear();
  for (const l of listeners) l();
}

function nodesOf(id: MessageId): Node[] | null {
  const src = current.messages?.[id];
  if (src === undefined) return null;
  let nodes = parsed.get(id);
  if (!nodes) {
    try {
      nodes = parseMessage(src);
    } catch {
      nodes = [src];
    }
    parsed.set(id, nodes);
  }
  return nodes;
}

/** A message's parts: strings and the values that are not text (elements), in order. */
export function formatParts(id: MessageId, values: MessageValues = {}): unknown[] {
  const nodes = nodesOf(id);
  return nodes ? formatNodes(nodes, values, current.locale) : [id];
}

/** A message as text. */
export function t(id: MessageId, values?: MessageValues): string {
  const parts = formatParts(id, values);
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts.join('');
}
