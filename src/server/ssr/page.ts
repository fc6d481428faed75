/**
 * The page payload of spec §3 for any storefront path: the page type's builder (registered below,
 * from the domains' pages/) fills the body of the route the request context resolved; head and
 * foot are the site's layout regions.
 */
import { Code } from '../../shared/envelope.ts';
import type { PagePayload } from '../../shared/contracts/page.ts';
import type { AccountScreen, PageTarget } from '../../shared/routes.ts';
import { toPublicUser } from '../accounts/accounts.service.ts';
import { accountPage, privacyPage, type AccountScreenBuilder } from '../accounts/pages/account-page.ts';
import { accountCenterPage } from './account-center.ts';
import { favoritesPage, savedArticlesPage, wishlistPage } from '../engagement/pages/favorite-pages.ts';
import { authPage } from '../accounts/pages/auth-page.ts';
import { accountInfoPage, accountProfilePage, activityPage, securityPage } from '../accounts/pages/security-pages.ts';
import { addressBookPage } from '../accounts/pages/address-page.ts';
import { creditLogPage } from '../accounts/pages/credit-page.ts';
import { cartPage } from '../cart/pages/cart-page.ts';
import { categoryPage } from '../catalog/pages/category-page.ts';
import { collectionPage } from '../catalog/pages/collection-page.ts';
import { productPage } from '../catalog/pages/product-page.ts';
import { withReviewLd } from '../reviews/pages/review-ld.ts';
import { searchPage } from '../catalog/pages/search-page.ts';
import { tagListPage } from '../catalog/pages/tag-list-page.ts';
import { checkoutPage } from '../checkout/pages/checkout-page.ts';
import { thankYouPage } from '../checkout/pages/thank-you-page.ts';
import { alternates, canonicalPath, metaDescription } from '../content/meta.ts';
import { articlePage } from '../content/pages/article-page.ts';
import { contentPage } from '../content/pages/content-page.ts';
import { homePage } from '../content/pages/home-page.ts';
import { inquiryPage } from '../content/pages/inquiry-page.ts';
import { tagPage } from '../content/pages/tag-page.ts';
import { renderSections } from '../content/sections.ts';
import { couponListPage, couponPage, walletPage } from '../marketing/pages/coupon-pages.ts';
import { promotionListPage, promotionPage } from '../marketing/pages/promotion-pages.ts';
import { orderDetailPage, orderListPage } from '../orders/pages/order-pages.ts';
import type { Db } from '../platform/db/client.ts';
import { returnApplySection, returnDetailPage, returnListPage } from '../returns/pages/return-pages.ts';
import { errorPage, errorRoutePage, type BuildContext, type PageBuilder } from '../platform/page-context.ts';
import type { RequestContext } from './request-context.ts';
import type { Identity } from '../accounts/accounts.service.ts';
import { roleCan } from '../../shared/contracts/staff.ts';

/** A staff member who may see merchant pages' drafts (the page builder's preview). */
function isPageEditor(identity: Identity | null): boolean {
  return Boolean(identity && !identity.user.disabledAt && roleCan(identity.user.staffRole, 'content.read'));
}

type PageType = PageTarget['type'];
/** The target of one page type, with its slug or screen. */
type TargetOf<T extends PageType> = PageTarget & { type: T };

/** An order's page, with the after-sales request form under it while the order can be asked for. */
async function orderWithReturnForm(ctx: BuildContext, userId: number, number: string) {
  const [built, form] = await Promise.all([orderDetailPage(ctx, userId, number), returnApplySection(ctx, userId, number)]);
  return built.status === 200 && form ? { ...built, body: [...built.body, form] } : built;
}

/** The screens of the account area, each built by the domain that owns its data. */
const ACCOUNT_SCREENS: Partial<Record<AccountScreen, AccountScreenBuilder>> = {
  center: accountCenterPage,
  order: (ctx, userId, slug) => (slug ? orderWithReturnForm(ctx, userId, slug) : orderListPage(ctx, userId)),
  return: (ctx, userId, slug) => (slug ? returnDetailPage(ctx, userId, slug) : returnListPage(ctx, userId)),
  coupon: walletPage,
  account: accountProfilePage,
  info: accountInfoPage,
  security: securityPage,
  'security/activity': activityPage,
  address: addressBookPage,
  log: creditLogPage,
  favorite: favoritesPage,
  article: savedArticlesPage,
  wishlist: (ctx) => wishlistPage(ctx),
  privacy: privacyPage,
};

/** Every page type and the builder of its body, in the domain that owns the page's data. */
const PAGES: { [T in PageType]: PageBuilder<TargetOf<T>> } = {
  home: homePage,
  category: (ctx, target) => categoryPage(ctx, target.slug),
  collection: (ctx, target) => collectionPage(ctx, target.slug),
  tag: (ctx, target) => tagPage(ctx, target.slug),
  'tag-list': tagListPage,
  product: async (ctx, target) => withReviewLd(ctx, await productPage(ctx, target.slug, target.sku)),
  search: searchPage,
  article: (ctx, target) => articlePage(ctx, target.slug),
  page: (ctx, target) => contentPage(ctx, 'page', target.slug),
  'root-detail': (ctx, target) => contentPage(ctx, 'page', target.slug),
  root: (ctx, target) => contentPage(ctx, 'page', target.slug),
  app: (ctx, target) => contentPage(ctx, target.type, target.slug),
  custom: (ctx, target) => contentPage(ctx, target.type, target.slug),
  inquiry: (ctx, target) => inquiryPage(ctx, target.slug),
  cart: cartPage,
  checkout: (ctx, target) => checkoutPage(ctx, target.slug),
  'checkout-thankyou': thankYouPage,
  'promotion-list': promotionListPage,
  promotion: (ctx, target) => promotionPage(ctx, target.slug),
  'coupon-list': couponListPage,
  coupon: (ctx, target) => couponPage(ctx, target.slug),
  auth: (ctx, target) => authPage(ctx, target.screen),
  // The wish list is a visitor's too: the one screen of the account area open without signing in.
  account: (ctx, target) => (target.screen === 'wishlist' && !ctx.user ? wishlistPage(ctx) : accountPage(ctx, target, ACCOUNT_SCREENS)),
  error: (ctx, target) => errorRoutePage(ctx, target.slug),
  'not-found': (ctx) => errorPage(ctx, 404),
};

function build(ctx: BuildContext, target: PageTarget) {
  const builder = PAGES[target.type] as PageBuilder | undefined;
  return builder ? builder(ctx, target) : errorPage(ctx, 404);
}

export async function buildPage(
  deps: { db: Db; publicUrl: string; unpaidMinutes?: number; onlinePayments?: readonly string[] },
  request: RequestContext,
): Promise<PagePayload> {
  const { site, t } = request;
  const router = site.config.router;
  const { lang, langPrefix, target } = request.route;
  const user = request.identity ? toPublicUser(request.identity.user) : null;
  const ctx: BuildContext = {
    db: deps.db,
    site,
    publicUrl: deps.publicUrl,
    path: request.path,
    query: request.query,
    user,
    sessionId: request.identity?.sessionId,
    visitorId: request.visitorId,
    unpaidMinutes: deps.unpaidMinutes ?? 30,
    onlinePayments: deps.onlinePayments ?? [],
    form: request.form,
    preview: request.query.preview === 'true' && isPageEditor(request.identity),
    t,
    lang,
    langPrefix,
    router,
  };
  const [built, pageHead, pageFoot] = await Promise.all([
    build(ctx, target),
    renderSections(deps.db, site.layout.head, ctx),
    renderSections(deps.db, site.layout.foot, ctx),
  ]);
  const path = request.path.replace(/\/+$/, '') || '/';
  const page = Number(request.query.page);
  const canonical = deps.publicUrl + canonicalPath(path, request.route, site.config.locale.defaultLang) + (Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  return {
    code: built.status === 200 ? Code.success : Code.fail,
    status: built.status,
    data: {
      id: built.id,
      ...(built.userId ? { userId: built.userId } : {}),
      ...(built.personal ? { personal: true } : {}),
      type: target.type,
      lang,
      langPrefix,
      path,
    },
    theme: { hideHead: built.hideHead ?? false, hideFoot: built.hideFoot ?? false },
    pageHead,
    pageBody: built.body,
    pageFoot,
    meta: {
      title: built.title && built.id !== 'home' ? `${built.title} | ${site.config.name}` : built.title || site.config.name,
      description: metaDescription(built.description || t('meta.defaultDescription')),
      canonical,
      alternates: alternates(deps.publicUrl, path),
      image: built.image,
      ogType: built.ogType ?? 'website',
      jsonLd: built.jsonLd ?? [],
      ...(built.noindex ? { robots: 'noindex' } : {}),
    },
  };
}
