// The one line the app shows about its connections (issues 12.1, 12.9, 10.29): the browser offline, the tab's core
// not answering, the live stream stopped for good, or the network just back. Plain data in, words out.

import type { CoreText } from '../../shared/protocol/text.ts';
import { coreMessage } from '../app/core-text.ts';
import { t } from '../i18n/index.ts';
import type { NetworkStatus } from './network-status.ts';
import type { CoreLinkState } from './session.ts';

/** What the tab's core client knows: its link to the core, and whether the core stopped the live stream. */
export interface CoreConnection {
  core: CoreLinkState;
  /** Why the core stopped the live stream for good (the server refused it), or null. */
  streamStopped: CoreText | string | null;
}

export interface ConnectionFacts extends CoreConnection {
  network: NetworkStatus;
}

export interface ConnectionMessage {
  text: string;
  tone: 'warning' | 'ok';
}

/** Words in the interface's language; the time of day ("Offline since 14:03") in its way of writing times. */
export function connectionMessage(f: ConnectionFacts): ConnectionMessage | null {
  if (!f.network.online)
    return {
      text:
        f.network.offlineSince === null
          ? t('chrome.offline')
          : t('chrome.offlineSince', { at: f.network.offlineSince }),
      tone: 'warning',
    };
  if (f.core === 'reconnecting') return { text: t('chrome.reconnecting'), tone: 'warning' };
  if (f.streamStopped) return { text: coreMessage(f.streamStopped), tone: 'warning' };
  if (f.network.backOnline) return { text: t('chrome.backOnline'), tone: 'ok' };
  return null;
}
