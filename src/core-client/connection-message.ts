// The one line the app shows about its connections (issues 12.1, 12.9, 10.29): the browser offline, the tab's core
// not answering, the live stream stopped for good, or the network just back. Plain data in, words out.

import type { NetworkStatus } from './network-status.ts';
import type { CoreLinkState } from './session.ts';

/** What the tab's core client knows: its link to the core, and whether the core stopped the live stream. */
export interface CoreConnection {
  core: CoreLinkState;
  /** Why the core stopped the live stream for good (the server refused it), or null. */
  streamStopped: string | null;
}

export interface ConnectionFacts extends CoreConnection {
  network: NetworkStatus;
}

export interface ConnectionMessage {
  text: string;
  tone: 'warning' | 'ok';
}

/** Hours and minutes in the reader's locale, e.g. 14:03. */
export const timeOfDay = (ms: number, locale?: string, timeZone?: string): string =>
  new Date(ms).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

export function connectionMessage(
  f: ConnectionFacts,
  formatTime: (ms: number) => string = (ms) => timeOfDay(ms),
): ConnectionMessage | null {
  if (!f.network.online)
    return {
      text:
        f.network.offlineSince === null ? 'Offline' : `Offline since ${formatTime(f.network.offlineSince)}`,
      tone: 'warning',
    };
  if (f.core === 'reconnecting') return { text: 'Reconnecting…', tone: 'warning' };
  if (f.streamStopped) return { text: f.streamStopped, tone: 'warning' };
  if (f.network.backOnline) return { text: 'Back online', tone: 'ok' };
  return null;
}
