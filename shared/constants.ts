// Business constants of the specification (section 9) and the protocol version. One place, imported by both sides.

export const PROTOCOL_VERSION = 1;

export const MOBILE_BREAKPOINT_PX = 630;
export const DEBOUNCE_MS = 100;
export const MARKERS_THROTTLE_MS = 5 * 60_000;
export const SETTINGS_SAVE_THROTTLE_MS = 2_000;
export const RELATIONSHIP_BATCH_MS = 500;
export const SUGGESTION_DEBOUNCE_MS = 200;
export const SUGGESTION_LIMITS = { accounts: 4, hashtags: 4, emoji: 5 } as const;
export const EMOJI_SEARCH_MAX = 75;
export const TAG_HISTORY_CAP = 1000;
export const RECENT_SEARCHES_CAP = 4;
export const POST_PUBLISHED_TOAST_MS = 10_000;
export const DEFAULT_POLL_EXPIRES_IN_S = 86_400;
export const POLL_EXPIRY_STEPS_S = [300, 1800, 3600, 21600, 86400, 259200, 604800] as const;
export const LOADING_BAR_SNAP_MS = 400;
export const LOADING_BAR_MAX = 99;
export const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
export const DEFAULT_PRIVACY = 'public';
export const DEFAULT_LANGUAGE = 'en';
export const MAX_GAPS_FILLED_PER_REQUEST = 2;
export const ALWAYS_GROUPED_TYPES = ['favourite', 'reblog'] as const;
export const MAX_SAMPLE_ACCOUNTS = 8;
export const NOTIFICATION_GROUPS_TRIM = 50;
export const TIMELINE_TRIM_ABOVE = 40;
export const TIMELINE_TRIM_TO = 20;
export const TIMELINE_PREPEND_KEEP = 40;
export const TRENDS_LINKS_LIMIT = 20;
export const SUGGESTIONS_LIMIT = 20;
export const DIRECTORY_PAGE = 20;
export const GAP_AFTER_AGE_MS = 4 * 60 * 60_000;
export const VIDEO_CONTROLS_HIDE_MS = 4000;
export const DOUBLE_CLICK_MS = 250;
export const SEEK_SKIP_S = 5;
export const VOLUME_STEP = 0.15;
export const DEFAULT_VOLUME = 0.5;
export const UNMUTE_FROM_ZERO_VOLUME = 0.05;
export const SCROLL_PAUSE_CHECK_MS = 150;
export const CLICK_DRAG_THRESHOLD_PX = 5;

/** Streaming reconnect: capped exponential backoff with jitter, reset after a connection that held. */
export const STREAM_BACKOFF = { baseMs: 1000, capMs: 60_000, jitter: 0.3, resetAfterMs: 30_000 } as const;
/** Tabs send a heartbeat; the core drops a tab that misses this many. */
export const TAB_HEARTBEAT_MS = 5_000;
export const TAB_MISSED_HEARTBEATS = 3;
/** A hidden tab's heartbeat. Chromium runs the chained timers of a page hidden for five minutes at most once a
 *  minute (intensive wake-up throttling), so a hidden tab cannot promise more; and waking a hidden tab every few
 *  seconds costs it work nobody sees. The core allows a hidden tab TAB_MISSED_HEARTBEATS of these; a tab that is
 *  shown checks the core at once and beats at TAB_HEARTBEAT_MS again. While another tab is shown, a hidden tab's
 *  title catches up with the unread count at this heartbeat (worker/core/hidden-hold.ts, hiddenTitleDue). */
export const HIDDEN_TAB_HEARTBEAT_MS = 60_000;
