/**
 * What every page builder receives and returns, and the helpers they share. Builders live in
 * their domains (`<domain>/pages/`); ssr/page.ts registers them by page type. This module knows
 * no domain: the request's user and site come in as their shared contract types.
 */
import type { PublicUser } from '../../shared/contracts/accounts.ts';
import type { PageMeta } from '../../shared/contracts/page.ts';
import type { AuthFormPosted } from '../../shared/contracts/sections/accounts.ts';
import type { Section } from '../../shared/contracts/sections/section.ts';
import type { SiteConfig } from '../../shared/contracts/site.ts';
import { buildPath, type PageTarget, type RouterConfig } from '../../shared/routes.ts';
import type { Db } from './db/client.ts';
import type { Localized } from './db/columns.ts';

/** A category of the site's tree, as pages link and filter by it. */
export interface PageCategory {
  id: number;
  slug: string;
  parentId: number | null;
  name: Localized;
  description: Localized;
  /** The merchant's picture of it (an upload's address). */
  image: string | null;
  seoTitle: Localized;
  seoDescription: Localized;
}

export interface BuildContext {
  db: Db;
  /** The site configuration and category tree, read once for the request. */
  site: { config: SiteConfig; categories: PageCategory[] };
  publicUrl: string;
  path: string;
  query: Record<string, string | undefined>;
  lang: string;
  langPrefix: string;
  router: RouterConfig;
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** The signed-in customer, as they may see themselves; null for a visitor. */
  user: PublicUser | null;
  /** The signed-in session (the device asking), for the security centre's "this device". */
  sessionId?: number;
  visitorId: string | null;
  unpaidMinutes: number;
  /** Payment methods an unpaid order can be paid with in the browser. */
  onlinePayments: readonly string[];
  /** A sign-in or sign-up form the server checked and refused: the page shows it again with its messages. */
  form?: AuthFormPosted;
  /** `?preview=true` asked by a staff member who edits pages: merchant pages show their unpublished drafts. */
  preview?: boolean;
}

export interface Built {
  status: number;
  id: string | number;
  body: Section[];
  title: string;
  description?: string;
  ogType?: PageMeta['ogType'];
  image?: string;
  jsonLd?: PageMeta['jsonLd'];
  userId?: number;
  noindex?: boolean;
  /** The shopper's own data: not cached anywhere. */
  personal?: boolean;
  hideHead?: boolean;
  hideFoot?: boolean;
}

/** Builds the page of one type of target (the target's slug, screen…). */
export type PageBuilder<Target = PageTarget> = (ctx: BuildContext, target: Target) => Promise<Built> | Built;

export const href = (ctx: BuildContext, target: PageTarget) => buildPath(target, ctx.langPrefix, ctx.router);

/** The visitor's or customer's own things (cart, orders): null for neither. */
export function shopperOf(ctx: BuildContext): { userId: number } | { visitorId: string } | null {
  if (ctx.user) return { userId: ctx.user.id };
  return ctx.visitorId ? { visitorId: ctx.visitorId } : null;
}

/** Private pages: never cached, never indexed. */
export const personal = (built: Omit<Built, 'noindex' | 'personal'>): Built => ({ ...built, noindex: true, personal: true });

export function errorPage(ctx: BuildContext, status: number): Built {
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'serverError';
  return {
    status,
    id: `error:${status}`,
    title: ctx.t(`refusals.${kind}Title`),
    body: [{ type: 'error-page', settings: { status, title: ctx.t(`refusals.${kind}Title`), text: ctx.t(`refusals.${kind}Text`) } }],
    noindex: true,
  };
}

/** `error/{status}`: the error page of a status the shop shows, else not found. */
export function errorRoutePage(ctx: BuildContext, slug: string): Built {
  const status = Number(slug);
  return errorPage(ctx, [403, 404, 500].includes(status) ? status : 404);
}

export function breadcrumbLd(publicUrl: string, items: Array<{ name: string; href: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: publicUrl + item.href })),
  };
}
