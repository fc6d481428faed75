/** Constants of the specification (§9), named as the spec names them. */
export const API_BASE = '/api/web';
export const API_TIMEOUT_MS = 20_000;
export const ERROR_TOAST_DURATION_MS = 1_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_COLLAPSE_MS = 300;
export const VIEW_TRACKING_DEBOUNCE_MS = 1_000;
export const DURATION_BEACON_INTERVAL_MS = 10_000;
export const NAVIGATION_DEDUP_MS = 700;
export const REVIEW_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DEFAULT_LANG = 'en';
export const FALLBACK_LANG = 'en';
export const DEFAULT_LOCALE = 'en-US';
export const PAGE_CACHE_FRESH_MS = 300_000;
export const WS_HEARTBEAT_MS = 10_000;
export const WS_RECONNECT_ATTEMPTS = 5;
export const WS_RECONNECT_DELAY_MS = 50_000;
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536, '3xl': 1660 } as const;
export const DEFAULT_CURRENCY = 'USD';
export const IMAGE_LAZY_PRELOAD_FACTOR = 1.3;
export const DEFAULT_PALETTE = {
  primary: '#4a00ff',
  secondary: '#00d1b2',
  info: '#00b5ff',
  success: '#00a96e',
  warning: '#ffbe00',
  error: '#ff5861',
} as const;
export const PRODUCT_SORTS = ['recommended', 'price_asc', 'price_desc', 'created_asc', 'created_desc', 'sales_asc', 'sales_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
/** Below this many units a variant shows "only {0} units left". */
export const LOW_STOCK_THRESHOLD = 5;
/** The merchant's default "low stock" line: a variant with this many units or fewer (and some) is low in the console. */
export const LOW_STOCK_DEFAULT = 5;
/** Most units of one variant on one cart line. */
export const MAX_LINE_QUANTITY = 99;
/** The checkout's steps, in order (each is a page: /checkout/{step}). */
export const CHECKOUT_STEPS = ['information', 'shipping', 'payment'] as const;

/** Local storage keys (spec §3). */
export const STORAGE_KEYS = {
  auth: 'x-auth',
  userInfo: 'userInfo',
  visitorId: 'visitorId',
  cartNum: 'cartNum',
  langPath: 'langPath',
  currency: 'currency',
} as const;
export const AUTH_HEADER = 'x-auth';
export const VISITOR_HEADER = 'x-visitor-id';
export const LANG_HEADER = 'x-lang';

/** The largest value of a PostgreSQL `integer` column (ids, quantities, prices in minor units). */
export const MAX_INT4 = 2_147_483_647;

/**
 * The session lives in the HttpOnly x-auth cookie only the server writes. Beside it the server sets
 * this readable cookie, `1` while a session cookie is set, so the storefront's scripts know to ask
 * who is signed in; the client state keeps SESSION_IN_COOKIE in place of the token it never sees.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
export const SESSION_IN_COOKIE = 'cookie';

/** The sitemap protocol's most URLs per sitemap file (sitemaps.org); product pages are split at it. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * A product list counts its matches no further than this (a count over a million rows is the
 * slow part of a page); above it the answer's total is PRODUCT_COUNT_LIMIT + 1 and the list says
 * "more than 10,000 products".
 */
export const PRODUCT_COUNT_LIMIT = 10_000;
