/**
 * The section registry: each page-builder section type is a React component, loaded lazily so a
 * page only downloads the sections it shows. An unknown type is logged and skipped (spec §8).
 * Convention: a type's component is the PascalCase file of its name ('product-detail' →
 * ProductDetail.tsx).
 */
import type { ComponentType } from 'react';
import type { PagePayload, SectionPayload } from '../../shared/contracts/page.ts';
import { productFirstRenderViews } from '../ui/product-views.ts';

export interface SectionProps<S = Record<string, unknown>> {
  settings: S;
  blocks?: SectionPayload['blocks'];
  page: PagePayload;
}

type Loader = () => Promise<{ default: ComponentType<SectionProps<any>> }>;

export const sectionLoaders: Record<string, Loader> = {
  'announcement-bar': () => import('./AnnouncementBar.tsx'),
  header: () => import('./Header.tsx'),
  footer: () => import('./Footer.tsx'),
  newsletter: () => import('./Newsletter.tsx'),
  hero: () => import('./Hero.tsx'),
  'product-grid': () => import('./ProductGrid.tsx'),
  'collection-list': () => import('./CollectionList.tsx'),
  'image-with-text': () => import('./ImageWithText.tsx'),
  'rich-text': () => import('./RichText.tsx'),
  testimonials: () => import('./Testimonials.tsx'),
  breadcrumbs: () => import('./Breadcrumbs.tsx'),
  'page-title': () => import('./PageTitle.tsx'),
  'product-list': () => import('./ProductList.tsx'),
  'search-results': () => import('./SearchResults.tsx'),
  'product-detail': () => import('./ProductDetail.tsx'),
  'auth-form': () => import('./AuthForm.tsx'),
  'account-center': () => import('./AccountCenter.tsx'),
  'error-page': () => import('./ErrorPage.tsx'),
  'tag-list': () => import('./TagList.tsx'),
  'article-list': () => import('./ArticleList.tsx'),
  'article-detail': () => import('./ArticleDetail.tsx'),
  'inquiry-form': () => import('./InquiryForm.tsx'),
  cart: () => import('./Cart.tsx'),
  checkout: () => import('./Checkout.tsx'),
  'thank-you': () => import('./ThankYou.tsx'),
  'order-list': () => import('./OrderList.tsx'),
  'order-detail': () => import('./OrderDetail.tsx'),
  'promotion-list': () => import('./PromotionList.tsx'),
  'promotion-detail': () => import('./PromotionDetail.tsx'),
  'coupon-list': () => import('./CouponList.tsx'),
  'coupon-detail': () => import('./CouponDetail.tsx'),
  'coupon-wallet': () => import('./CouponWallet.tsx'),
};

/** Lazily loaded views a section renders at once: fetched beside the section's own chunk. */
const sectionViews: Record<string, Array<{ preload(): Promise<void> }>> = {
  'product-detail': productFirstRenderViews,
};

const loaded = new Map<string, ComponentType<SectionProps<any>>>();

export function sectionTypes(payload: PagePayload): string[] {
  return [...new Set([...payload.pageHead, ...payload.pageBody, ...payload.pageFoot].map((s) => s.type))];
}

/** Loads the components a payload needs, so rendering it never suspends. */
export async function preloadSections(payload: PagePayload): Promise<void> {
  await Promise.all(
    sectionTypes(payload).map(async (type) => {
      const views = (sectionViews[type] ?? []).map((view) => view.preload());
      if (loaded.has(type)) return void (await Promise.all(views));
      const load = sectionLoaders[type];
      if (!load) {
        console.warn(`Unknown section type "${type}" skipped`);
        return;
      }
      const [module] = await Promise.all([load(), ...views]);
      loaded.set(type, module.default);
    }),
  );
}

export function sectionComponent(type: string): ComponentType<SectionProps<any>> | undefined {
  return loaded.get(type);
}
