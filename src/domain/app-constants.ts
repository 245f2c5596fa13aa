// Constants of console.md §9 and node-model.md §9 shared by app, workers, service worker and server.

/** The client's build version, shown in the app bar and sent as X-Client-Version. */
export const APP_VERSION = '3.1.25268.1416';
export const PRODUCT_NAME = 'License Server';

export const SNACKBAR_QUICK_MS = 1500;
export const SNACKBAR_DEFAULT_MS = 5000;
export const SNACKBAR_LONG_MS = 10000;

export const STARTUP_PAGE_REMOVE_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** console.md §9: user activity counts only if over this long since the last counted one. */
export const USER_ACTIVITY_MIN_GAP_MS = 1000;

export const DELETE_DIALOG_MAX_WIDTH = 800;
export const DEFAULT_DIALOG_MAX_WIDTH = 400;
export const PROPERTY_DIALOG_WIDTH = 500;
export const SIDE_NAV_MINI_WIDTH = 68;
export const APP_BAR_MIN_HEIGHT = 30;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const HEADER_SERVER_VERSION = 'x-server-version';
export const HEADER_SERVER_STARTUP = 'x-server-startup';
export const HEADER_TOKEN_EXPIRED = 'token-expired';
export const HEADER_CLIENT_VERSION = 'X-Client-Version';
export const HEADER_LOCALE = 'X-Locale';
export const HEADER_TAB_ID = 'X-TabId';
/** Sent with a token refresh: milliseconds since the user's last counted activity (docs/api.md). */
export const HEADER_ACTIVITY_AGE = 'X-Activity-Age';

export const DISTRIBUTION_CHANNEL_KEYS = [0, 230, 240, 250] as const;
