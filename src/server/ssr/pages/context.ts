/** What every page builder receives and returns. */
import { DEFAULT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '../../../shared/constants.ts';
import type { PageMeta, SectionPayload } from '../../../shared/contracts/page.ts';
import { buildPath, type PageTarget } from '../../../shared/routes.ts';
import type { Identity } from '../../accounts/accounts.service.ts';
import type { Db } from '../../platform/db/client.ts';
import type { LinkContext } from '../../content/sections.ts';
import type { SiteState } from '../../site/site.service.ts';

export interface BuildContext extends LinkContext {
  db: Db;
  site: SiteState;
  publicUrl: string;
  path: string;
  query: Record<string, string | undefined>;
  identity: Identity | null;
  visitorId: string | null;
  unpaidMinutes: number;
  /** Payment methods an unpaid order can be paid with in the browser. */
  onlinePayments: readonly string[];
  t: (key: string, vars?: Record<string, unknown>) => string;
}

export interface Built {
  status: number;
  id: string | number;
  body: SectionPayload[];
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

export const href = (ctx: BuildContext, target: PageTarget) => buildPath(target, ctx.langPrefix, ctx.router);

function intParam(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function sortParam(value: string | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'recommended';
}

/** The list filters of a page's query string; values that make no sense are dropped, not fatal. */
export function listQuery(ctx: BuildContext) {
  const q = ctx.query;
  const minPrice = Number(q.minPrice);
  const maxPrice = Number(q.maxPrice);
  return {
    page: intParam(q.page, 1, 10_000),
    pageSize: DEFAULT_PAGE_SIZE,
    sort: sortParam(q.sort),
    minPrice: q.minPrice && Number.isInteger(minPrice) && minPrice >= 0 ? minPrice : undefined,
    maxPrice: q.maxPrice && Number.isInteger(maxPrice) && maxPrice >= 0 ? maxPrice : undefined,
    colors: q.color ? q.color.split(',').filter(Boolean).slice(0, 20) : undefined,
    sizes: q.size ? q.size.split(',').filter(Boolean).slice(0, 20) : undefined,
    inStock: q.inStock === '1' || undefined,
  };
}

export function errorPage(ctx: BuildContext, status: number): Built {
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'serverError';
  return {
    status,
    id: `error:${status}`,
    title: ctx.t(`errors.${kind}Title`),
    body: [{ type: 'error-page', settings: { status, title: ctx.t(`errors.${kind}Title`), text: ctx.t(`errors.${kind}Text`) } }],
    noindex: true,
  };
}
