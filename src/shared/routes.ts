/**
 * Route resolution (spec §2, DESIGN §2): one module turns a path into a page target and a
 * target back into a path, fed by the site's router config so links follow custom patterns.
 */
import { isStorableText } from './text.ts';
export const ROUTE_LANGS = ['en', 'zh', 'zh-TW', 'zh-HK', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'fil', 'vi'] as const;
export type RouteLang = (typeof ROUTE_LANGS)[number];

export function isRouteLang(value: unknown): value is RouteLang {
  return typeof value === 'string' && (ROUTE_LANGS as readonly string[]).includes(value);
}

/** The content types whose pattern the merchant may replace (spec §2). */
export const RULE_TYPES = ['app', 'article', 'category', 'collection', 'page', 'product', 'tag', 'custom'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const ACCOUNT_SCREENS = [
  'center',
  'account',
  'address',
  'article',
  'favorite',
  'coupon',
  'security',
  'security/activity',
  'log',
  'info',
  'order',
  'return',
  'wishlist',
  'privacy',
] as const;
export type AccountScreen = (typeof ACCOUNT_SCREENS)[number];

export const AUTH_SCREENS = ['signin', 'signup', 'forget', 'reset-password', 'verify-email', 'verify-prompt'] as const;
export type AuthScreen = (typeof AUTH_SCREENS)[number];

export interface RouterConfig {
  /** When true, the rules below replace the default pattern of their type. */
  isCustom: boolean;
  /** Base path of the account area, "user" by default. */
  userPath: string;
  /** Patterns such as "goods/:slug"; a product rule also matches "…/:slug/:sku". */
  rules: Partial<Record<RuleType, string>>;
}

export const DEFAULT_ROUTER: RouterConfig = { isCustom: false, userPath: 'user', rules: {} };

export type PageTarget =
  | { type: 'home' }
  | { type: 'search' }
  | { type: 'cart' }
  | { type: 'tag-list' }
  | { type: 'promotion-list' }
  | { type: 'coupon-list' }
  | { type: 'checkout-thankyou' }
  | { type: Exclude<RuleType, 'product'> | 'inquiry' | 'root' | 'root-detail' | 'checkout' | 'promotion' | 'coupon' | 'error'; slug: string }
  | { type: 'product'; slug: string; sku?: string }
  | { type: 'auth'; screen: AuthScreen }
  | { type: 'account'; screen: AccountScreen; slug?: string }
  | { type: 'not-found' };

export interface ResolvedRoute {
  lang: RouteLang;
  /** The language segment as it appeared in the path ('' when none). */
  langPrefix: RouteLang | '';
  target: PageTarget;
}

const DEFAULT_RULES: Record<RuleType, string> = {
  app: 'app/:slug',
  article: 'article/:slug',
  category: 'category/:slug',
  collection: 'collection/:slug',
  page: 'page/:slug',
  product: 'product/:slug',
  tag: 'tag/:slug',
  custom: 'custom/:slug',
};

const SLUG_ROUTES = { inquiry: 'inquiry', root: 'root', checkout: 'checkout', promotion: 'promotion', coupon: 'coupon', error: 'error' } as const;

function ruleFor(type: RuleType, router: RouterConfig): string {
  const custom = router.isCustom ? router.rules[type] : undefined;
  return (custom ?? DEFAULT_RULES[type]).replace(/^\/+|\/+$/g, '');
}

function splitPath(path: string): string[] {
  return path
    .split('?')[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        // A segment that decodes to text no slug can hold (a NUL) stays encoded: it matches nothing.
        const decoded = decodeURIComponent(segment);
        return isStorableText(decoded) ? decoded : segment;
      } catch {
        return segment;
      }
    });
}

/** Matches segments against a pattern such as "goods/:slug"; returns the params or null. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(':')) params[parts[i].slice(1)] = segments[i];
    else if (parts[i] !== segments[i]) return null;
  }
  return params;
}

export function resolveRoute(path: string, router: RouterConfig = DEFAULT_ROUTER, defaultLang: RouteLang = 'en'): ResolvedRoute {
  let segments = splitPath(path);
  let langPrefix: RouteLang | '' = '';
  if (segments.length > 0 && isRouteLang(segments[0])) {
    langPrefix = segments[0];
    segments = segments.slice(1);
  }
  const lang = langPrefix || defaultLang;
  return { lang, langPrefix, target: resolveSegments(segments, router) };
}

function resolveSegments(segments: string[], router: RouterConfig): PageTarget {
  if (segments.length === 0) return { type: 'home' };
  // Content patterns first: a custom rule may claim any shape of path.
  for (const type of RULE_TYPES) {
    const rule = ruleFor(type, router);
    const params = matchPattern(rule, segments);
    if (params?.slug) return type === 'product' ? { type, slug: params.slug } : { type, slug: params.slug };
    if (type === 'product') {
      const withSku = matchPattern(`${rule}/:sku`, segments);
      if (withSku?.slug && withSku.sku) return { type: 'product', slug: withSku.slug, sku: withSku.sku };
    }
  }
  const [first, second, third] = segments;
  const userPath = router.userPath.replace(/^\/+|\/+$/g, '') || 'user';
  if (first === userPath) return resolveAccount(segments.slice(1));
  if (segments.length === 1) {
    if (first === 'search') return { type: 'search' };
    if (first === 'cart') return { type: 'cart' };
    if (first === 'tag') return { type: 'tag-list' };
    if (first === 'promotion') return { type: 'promotion-list' };
    if (first === 'coupon') return { type: 'coupon-list' };
    if (isReservedFirstSegment(first, router)) return { type: 'not-found' };
    return { type: 'root-detail', slug: first };
  }
  if (segments.length === 2) {
    if (first === 'checkout' && second === 'thankyou') return { type: 'checkout-thankyou' };
    if (first === 'auth') {
      return (AUTH_SCREENS as readonly string[]).includes(second) ? { type: 'auth', screen: second as AuthScreen } : { type: 'not-found' };
    }
    if (Object.hasOwn(SLUG_ROUTES, first)) return { type: first as keyof typeof SLUG_ROUTES, slug: second };
  }
  void third;
  return { type: 'not-found' };
}

function isReservedFirstSegment(segment: string, router: RouterConfig): boolean {
  const reserved = new Set(['auth', 'checkout', 'error', 'inquiry', 'root', router.userPath]);
  for (const type of RULE_TYPES) reserved.add(ruleFor(type, router).split('/')[0]);
  return reserved.has(segment);
}

function resolveAccount(rest: string[]): PageTarget {
  if (rest.length === 0) return { type: 'account', screen: 'center' };
  const joined = rest.join('/');
  if ((ACCOUNT_SCREENS as readonly string[]).includes(joined)) return { type: 'account', screen: joined as AccountScreen };
  if (rest.length === 2 && (rest[0] === 'order' || rest[0] === 'return')) return { type: 'account', screen: rest[0], slug: rest[1] };
  return { type: 'not-found' };
}

/** Builds the path of a target: the inverse of `resolveRoute`, under the given language prefix. */
export function buildPath(target: PageTarget, langPrefix: string = '', router: RouterConfig = DEFAULT_ROUTER): string {
  const prefix = langPrefix ? `/${langPrefix}` : '';
  const enc = encodeURIComponent;
  const path = ((): string => {
    switch (target.type) {
      case 'home':
        return '';
      case 'search':
      case 'cart':
        return target.type;
      case 'tag-list':
        return 'tag';
      case 'promotion-list':
        return 'promotion';
      case 'coupon-list':
        return 'coupon';
      case 'checkout-thankyou':
        return 'checkout/thankyou';
      case 'auth':
        return `auth/${target.screen}`;
      case 'account':
        return [router.userPath, target.screen, target.slug ? enc(target.slug) : ''].filter(Boolean).join('/');
      case 'not-found':
        return 'error/404';
      case 'root-detail':
        return enc(target.slug);
      case 'product': {
        const base = ruleFor('product', router).replace(':slug', enc(target.slug));
        return target.sku ? `${base}/${enc(target.sku)}` : base;
      }
      case 'inquiry':
      case 'root':
      case 'checkout':
      case 'promotion':
      case 'coupon':
      case 'error':
        return `${SLUG_ROUTES[target.type]}/${enc(target.slug)}`;
      default:
        return ruleFor(target.type, router).replace(':slug', enc(target.slug));
    }
  })();
  return `${prefix}/${path}`.replace(/\/$/, '') || '/';
}

/** Replaces (or removes) the language prefix of a path, keeping the rest. */
export function switchLanguage(path: string, lang: RouteLang | ''): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && isRouteLang(segments[0])) segments.shift();
  if (lang) segments.unshift(lang);
  return `/${segments.join('/')}`;
}
