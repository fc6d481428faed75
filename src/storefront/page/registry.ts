/**
 * The section registry: each page-builder section type is a React component, loaded lazily so a
 * page only downloads the sections it shows. An unknown type is logged and skipped (spec §8).
 * Convention: a type's component is the PascalCase file of its name ('product-detail' →
 * ProductDetail.tsx), in its feature's sections/ folder, or in page/sections/ when the section
 * puts pieces of several features together.
 *
 * The registry is the page layer: it may import every feature, and nothing below it imports
 * it. The composition roots (entry-client, entry-server) give its lookup to the page shell.
 */
import type { ComponentType } from 'react';
import type { PagePayload } from '../../shared/contracts/page.ts';
import type { SectionType } from '../../shared/contracts/sections/section.ts';
import type { SectionComponent, SectionProps } from '../app/section.ts';
import { productFirstRenderViews } from '../features/catalog/product-views.ts';

type Loader<T extends SectionType> = () => Promise<{ default: ComponentType<SectionProps<T>> }>;

/** Every section type of the contract, each with a component that takes that type's settings. */
export const sectionLoaders: { [T in SectionType]: Loader<T> } = {
  'announcement-bar': () => import('../features/layout/sections/AnnouncementBar.tsx'),
  header: () => import('./sections/Header.tsx'),
  footer: () => import('../features/layout/sections/Footer.tsx'),
  newsletter: () => import('../features/engagement/sections/Newsletter.tsx'),
  hero: () => import('../features/content/sections/Hero.tsx'),
  'product-grid': () => import('../features/catalog/sections/ProductGrid.tsx'),
  'collection-list': () => import('../features/catalog/sections/CollectionList.tsx'),
  'image-with-text': () => import('../features/content/sections/ImageWithText.tsx'),
  'rich-text': () => import('../features/content/sections/RichText.tsx'),
  testimonials: () => import('../features/content/sections/Testimonials.tsx'),
  breadcrumbs: () => import('../features/layout/sections/Breadcrumbs.tsx'),
  'page-title': () => import('../features/content/sections/PageTitle.tsx'),
  'product-list': () => import('../features/catalog/sections/ProductList.tsx'),
  'search-results': () => import('./sections/SearchResults.tsx'),
  'product-detail': () => import('./sections/ProductDetail.tsx'),
  'auth-form': () => import('../features/accounts/sections/AuthForm.tsx'),
  'account-center': () => import('../features/accounts/sections/AccountCenter.tsx'),
  'account-nav': () => import('../features/accounts/sections/AccountNav.tsx'),
  'address-book': () => import('../features/accounts/sections/AddressBook.tsx'),
  'credit-log': () => import('../features/accounts/sections/CreditLog.tsx'),
  'favorite-list': () => import('../features/engagement/sections/FavoriteList.tsx'),
  'saved-articles': () => import('../features/engagement/sections/SavedArticles.tsx'),
  'auth-recovery': () => import('../features/accounts/sections/AuthRecovery.tsx'),
  'account-privacy': () => import('../features/accounts/sections/AccountPrivacy.tsx'),
  'verify-banner': () => import('../features/accounts/sections/VerifyBanner.tsx'),
  'error-page': () => import('../features/content/sections/ErrorPage.tsx'),
  'tag-list': () => import('../features/catalog/sections/TagList.tsx'),
  'article-list': () => import('../features/content/sections/ArticleList.tsx'),
  'article-detail': () => import('../features/content/sections/ArticleDetail.tsx'),
  'inquiry-form': () => import('../features/engagement/sections/InquiryForm.tsx'),
  cart: () => import('../features/cart/sections/Cart.tsx'),
  checkout: () => import('../features/checkout/sections/Checkout.tsx'),
  'thank-you': () => import('./sections/ThankYou.tsx'),
  'order-list': () => import('../features/orders/sections/OrderList.tsx'),
  'order-detail': () => import('./sections/OrderDetail.tsx'),
  'return-list': () => import('../features/returns/sections/ReturnList.tsx'),
  'return-detail': () => import('../features/returns/sections/ReturnDetail.tsx'),
  'return-apply': () => import('../features/returns/sections/ReturnApply.tsx'),
  'promotion-list': () => import('../features/marketing/sections/PromotionList.tsx'),
  'promotion-detail': () => import('../features/marketing/sections/PromotionDetail.tsx'),
  'coupon-list': () => import('../features/marketing/sections/CouponList.tsx'),
  'coupon-detail': () => import('../features/marketing/sections/CouponDetail.tsx'),
  'coupon-wallet': () => import('../features/marketing/sections/CouponWallet.tsx'),
  'account-profile': () => import('../features/accounts/sections/AccountProfile.tsx'),
  'account-info': () => import('../features/accounts/sections/AccountInfo.tsx'),
  'account-security': () => import('../features/accounts/sections/AccountSecurity.tsx'),
  'account-activity': () => import('../features/accounts/sections/AccountActivity.tsx'),
};

/** Lazily loaded views a section renders at once: fetched beside the section's own chunk. */
const sectionViews: Partial<Record<SectionType, Array<{ preload(): Promise<void> }>>> = {
  'product-detail': productFirstRenderViews,
};

const loaded = new Map<string, SectionComponent>();

/** The loader of a type the payload names; undefined for a type the storefront does not know. */
function loaderOf(type: string): (() => Promise<{ default: SectionComponent }>) | undefined {
  return Object.hasOwn(sectionLoaders, type) ? sectionLoaders[type as SectionType] : undefined;
}

export function sectionTypes(payload: PagePayload): string[] {
  return [...new Set([...payload.pageHead, ...payload.pageBody, ...payload.pageFoot].map((s) => s.type))];
}

/**
 * Loads the components a payload needs, so rendering it never suspends. `spread` asks for each
 * section type's chunk in a task of its own: Vite's loader adds a modulepreload link for every
 * file a chunk needs, a few milliseconds each on a slow phone, and the first page's sections
 * together made a task of 50–130 ms.
 */
export async function preloadSections(payload: PagePayload, spread = false): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const type of sectionTypes(payload)) {
    loads.push(preloadSection(type));
    if (spread) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await Promise.all(loads);
}

async function preloadSection(type: string): Promise<void> {
  const views = (sectionViews[type as SectionType] ?? []).map((view) => view.preload());
  if (loaded.has(type)) return void (await Promise.all(views));
  const load = loaderOf(type);
  if (!load) {
    console.warn(`Unknown section type "${type}" skipped`);
    return;
  }
  const [module] = await Promise.all([load(), ...views]);
  loaded.set(type, module.default);
}

export function sectionComponent(type: string): SectionComponent | undefined {
  return loaded.get(type);
}
