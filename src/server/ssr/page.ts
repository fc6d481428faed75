/**
 * The page payload of spec §3 for any storefront path: the route is resolved against the site's
 * router config, then the page type's builder (pages/*.ts) fills the body; head and foot are the
 * site's layout regions.
 */
import { Code } from '../../shared/envelope.ts';
import type { PagePayload } from '../../shared/contracts/page.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { resolveRoute, type PageTarget, type RouteLang } from '../../shared/routes.ts';
import type { Identity } from '../accounts/accounts.service.ts';
import type { Db } from '../platform/db/client.ts';
import { alternates } from '../content/meta.ts';
import { categoryPage, collectionPage, productPage, searchPage, tagListPage, tagPage } from './pages/catalog-pages.ts';
import { articlePage, contentPage, homePage, inquiryPage } from './pages/content-pages.ts';
import { errorPage, type BuildContext, type Built } from './pages/context.ts';
import { accountPage, authPage, errorRoutePage } from './pages/system-pages.ts';
import { cartPage, checkoutPage, couponListPage, couponPage, promotionListPage, promotionPage, thankYouPage } from './pages/commerce-pages.ts';
import { renderSections } from '../content/sections.ts';
import type { SiteService } from '../site/site.service.ts';

export interface PageRequest {
  path: string;
  query: Record<string, string | undefined>;
  identity: Identity | null;
  visitorId?: string | null;
}

function build(ctx: BuildContext, target: PageTarget): Promise<Built> | Built {
  switch (target.type) {
    case 'home':
      return homePage(ctx);
    case 'category':
      return categoryPage(ctx, target.slug);
    case 'collection':
      return collectionPage(ctx, target.slug);
    case 'tag':
      return tagPage(ctx, target.slug);
    case 'tag-list':
      return tagListPage(ctx);
    case 'product':
      return productPage(ctx, target.slug, target.sku);
    case 'search':
      return searchPage(ctx);
    case 'article':
      return articlePage(ctx, target.slug);
    case 'page':
    case 'root-detail':
    case 'root':
      return contentPage(ctx, 'page', target.slug);
    case 'app':
    case 'custom':
      return contentPage(ctx, target.type, target.slug);
    case 'inquiry':
      return inquiryPage(ctx, target.slug);
    case 'cart':
      return cartPage(ctx);
    case 'checkout':
      return checkoutPage(ctx, target.slug);
    case 'checkout-thankyou':
      return thankYouPage(ctx);
    case 'promotion-list':
      return promotionListPage(ctx);
    case 'promotion':
      return promotionPage(ctx, target.slug);
    case 'coupon-list':
      return couponListPage(ctx);
    case 'coupon':
      return couponPage(ctx, target.slug);
    case 'auth':
      return authPage(ctx, target.screen);
    case 'account':
      return accountPage(ctx, target.screen, target.slug);
    case 'error':
      return errorRoutePage(ctx, target.slug);
    default:
      return errorPage(ctx, 404);
  }
}

export async function buildPage(deps: { db: Db; site: SiteService; publicUrl: string; unpaidMinutes?: number; onlinePayments?: readonly string[] }, request: PageRequest): Promise<PagePayload> {
  const site = await deps.site.get();
  const router = site.config.router;
  const { lang, langPrefix, target } = resolveRoute(request.path, router, site.config.locale.defaultLang as RouteLang);
  const { t } = createTranslator(lang);
  const ctx: BuildContext = { db: deps.db, site, publicUrl: deps.publicUrl, path: request.path, query: request.query, identity: request.identity, visitorId: request.visitorId ?? null, unpaidMinutes: deps.unpaidMinutes ?? 30, onlinePayments: deps.onlinePayments ?? [], t, lang, langPrefix, router };
  const [built, pageHead, pageFoot] = await Promise.all([build(ctx, target), renderSections(deps.db, site.layout.head, ctx), renderSections(deps.db, site.layout.foot, ctx)]);
  const canonicalPath = request.path.replace(/\/+$/, '') || '/';
  const page = Number(request.query.page);
  const canonical = deps.publicUrl + canonicalPath + (Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  return {
    code: built.status === 200 ? Code.success : Code.fail,
    status: built.status,
    data: { id: built.id, ...(built.userId ? { userId: built.userId } : {}), ...(built.personal ? { personal: true } : {}), type: target.type, lang, langPrefix, path: canonicalPath },
    theme: { hideHead: built.hideHead ?? false, hideFoot: built.hideFoot ?? false },
    pageHead,
    pageBody: built.body,
    pageFoot,
    meta: {
      title: built.title && built.id !== 'home' ? `${built.title} | ${site.config.name}` : built.title || site.config.name,
      description: built.description || t('meta.defaultDescription'),
      canonical,
      alternates: alternates(deps.publicUrl, canonicalPath),
      image: built.image,
      ogType: built.ogType ?? 'website',
      jsonLd: built.jsonLd ?? [],
      ...(built.noindex ? { robots: 'noindex' } : {}),
    },
  };
}
