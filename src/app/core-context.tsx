// The one seam between the views and the core. Components never talk to the worker directly: they read a view
// store, read the global signal, and send intents. src/core-client/ provides the real `Core`; tests build a fake
// from plain signals. Kept deliberately small so both sides can evolve behind it.

import type { ReadonlySignal } from '@preact/signals-react';
import { createContext, type ReactNode, useContext } from 'react';
import type { Intent, IntentResult } from '../../shared/protocol/intents.ts';
import type { AccountChip } from '../../shared/protocol/rows.ts';
import type { CoreText } from '../../shared/protocol/text.ts';
import type { ViewSpec } from '../../shared/protocol/views.ts';
import type { CoreConnection } from '../core-client/connection-message.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ViewStore } from '../stores/types.ts';

/** An alert of section 8 (or a success toast), as the core publishes it. */
export interface AlertView {
  id: string;
  /** The core's words (formatted in the tab's language when shown, src/app/core-text.ts) or text. */
  title: CoreText | string;
  message: CoreText | string;
  /** Optional action, e.g. 'Open' on the post-published toast (section 9: 10 s with an Open action). */
  action?: { label: string; href: string };
}

/** What every screen may need that is not a view: who is signed in, settings, the unread count, alerts. */
export interface GlobalState {
  identity: {
    signedIn: boolean;
    accountId: string | null;
    acct: string | null;
    permissions: number;
    /** Your own account's chip (avatar, name), updated in every tab when you edit your profile. */
    account?: AccountChip | null;
  };
  /** The settings object of section 3, owned by the core (ruling 10); views read only what they need. */
  settings: {
    /** Deck column ids in order; missing means the default (COMPOSE, HOME, NOTIFICATIONS). */
    columns?: { id: string; params?: Record<string, string>; width?: 'narrow' | 'normal' | 'wide' }[];
    /** Layout chosen by the user; 'auto' (the default) decides from the viewport width. */
    layout?: 'auto' | 'single' | 'multi';
    defaultPrivacy?: 'public' | 'unlisted' | 'private' | 'direct';
    /** Section 4: media visibility defaults from show-all / hide-all, or from sensitivity ('default'). */
    mediaDisplay?: 'default' | 'show_all' | 'hide_all';
    /** The interface's language; absent or null: follow the browser (src/i18n/locale-setting.ts). */
    locale?: Locale | null;
    /** Appearance and media (shared/settings/appearance.ts reads them, with their defaults). */
    theme?: 'system' | 'light' | 'dark';
    textSize?: 'small' | 'normal' | 'large' | 'larger';
    reduceMotion?: boolean;
    autoplayGifs?: boolean;
    useBlurhash?: boolean;
    altTextReminder?: boolean;
    /** The account's posting defaults as the server keeps them (published by the core from verify_credentials). */
    postingDefaults?: { visibility?: string | null; sensitive?: boolean; language?: string | null };
    /** Notification settings per kind (alerts, shows, sounds…), read by the core; missing values are on. */
    notifications?: Record<string, unknown>;
  };
  unreadNotifications: number;
  alerts: AlertView[];
  /** 0–100 (section 9: snaps every 400 ms, max 99); 0 hides the bar. */
  loading: number;
  /** From the instance's configuration (statuses.max_characters); 500 when unknown. */
  maxCharacters: number;
  /** The app's own origin when it is a Mastodon-compatible instance (the demo of `npm start`): a signed-out tab
   *  signs in there at once, and the sign-in screen offers it first. Null (or absent) otherwise. */
  sameOriginInstance?: string | null;
  /** Notification requests waiting (the policy's pending count), the same in every tab; null or absent: unknown. */
  pendingRequests?: number | null;
  /** Follow requests waiting for the signed-in user (the navigation's badge), the same in every tab; null or absent:
   *  unknown. */
  followRequests?: number | null;
  /** Uploads under way by key (compose media, profile pictures): bytes sent and total, the same in every tab. */
  uploads?: Readonly<Record<string, { sent: number; total: number }>>;
  /** Unread private conversations, the same in every tab (the navigation's count); absent: none known. */
  unreadConversations?: number;
  /** What the server translates (source language → targets), for "Translate"; null or absent: unknown or none. */
  translationLanguages?: Readonly<Record<string, readonly string[]>> | null;
  /** Moves when the drafts put aside change in any tab (the drafts screen reads the list again). */
  savedDraftsVersion?: number;
}

export interface Core {
  /** A per-tab store for the view; the same spec returns the same store while it is mounted anywhere. */
  useView(spec: ViewSpec): ViewStore;
  intent(i: Intent): Promise<IntentResult>;
  global: ReadonlySignal<GlobalState>;
  /** Starts OAuth for an instance (domain or URL): the authorization URL to open, or an error to show. */
  signIn(instance: string): Promise<{ url: string } | { error: string }>;
  /** Finishes OAuth with the code and state from /oauth/callback. */
  completeSignIn(code: string, state: string): Promise<{ ok: true } | { error: string }>;
  /** Resolves a handle from a route (/@acct) to an account id; null when not found. */
  resolveAccount(acct: string): Promise<{ id: string } | null>;
  /** Removes an alert from the global list (the toast's close button). */
  dismissAlert(id: string): void;
  /** Signs out: the core revokes the token and forgets the identity; every tab returns to the sign-in screen. */
  signOut?(): Promise<{ ok: true } | { error: string }>;
  /** The link to the core and the live stream, for the connection status line; absent in tests. */
  connection?: ReadonlySignal<CoreConnection>;
}

const CoreContext = createContext<Core | null>(null);

export function CoreProvider({ core, children }: { core: Core; children: ReactNode }) {
  return <CoreContext.Provider value={core}>{children}</CoreContext.Provider>;
}

export function useCore(): Core {
  const core = useContext(CoreContext);
  if (!core) throw new Error('useCore() outside <CoreProvider>');
  return core;
}
