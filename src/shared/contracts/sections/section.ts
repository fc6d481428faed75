/**
 * The sections a page payload is made of: every section type the storefront renders, with the
 * settings the server sends for it. The server's page builders type their output with `Section`,
 * the storefront's section components take their settings from it, and the API tests parse
 * payloads with it.
 */
import { z } from 'zod';
import {
  AccountCenterSettings,
  AccountNavSettings,
  AccountPrivacySettings,
  AddressBookSettings,
  AuthFormSettings,
  AuthRecoverySettings,
  CreditLogSettings,
  VerifyBannerSettings,
} from './accounts.ts';
import { CartSettings } from './cart.ts';
import { CollectionListSettings, ProductDetailSettings, ProductGridSettings, ProductListSettings, SearchResultsSettings, TagListSettings } from './catalog.ts';
import { CheckoutSettings } from './checkout.ts';
import {
  ArticleDetailSettings,
  ArticleListSettings,
  ErrorPageSettings,
  HeroSettings,
  ImageWithTextSettings,
  PageTitleSettings,
  RichTextSettings,
  TestimonialsSettings,
} from './content.ts';
import { FavoriteListSettings, InquiryFormSettings, NewsletterSettings, SavedArticlesSettings } from './engagement.ts';
import { AnnouncementBarSettings, BreadcrumbsSettings, FooterSettings, HeaderSettings } from './layout.ts';
import { CouponDetailSettings, CouponListSettings, CouponWalletSettings, PromotionDetailSettings, PromotionListSettings } from './marketing.ts';
import { OrderDetailSettings, OrderListSettings, ThankYouSettings } from './orders.ts';
import { AccountActivitySettings, AccountInfoSettings, AccountProfileSettings, AccountSecuritySettings } from './security.ts';
import { ReturnApplySettings, ReturnDetailSettings, ReturnListSettings } from './returns.ts';

/** A stored block inside a section. No section type defines blocks of its own yet. */
export const SectionBlock = z.object({ type: z.string(), settings: z.record(z.string(), z.unknown()) });
export type SectionBlock = z.infer<typeof SectionBlock>;

function section<T extends string, S extends z.ZodObject>(type: T, settings: S) {
  return z.object({ type: z.literal(type), settings, blocks: z.array(SectionBlock).optional() });
}

export const Section = z.discriminatedUnion('type', [
  section('announcement-bar', AnnouncementBarSettings),
  section('header', HeaderSettings),
  section('footer', FooterSettings),
  section('newsletter', NewsletterSettings),
  section('hero', HeroSettings),
  section('product-grid', ProductGridSettings),
  section('collection-list', CollectionListSettings),
  section('image-with-text', ImageWithTextSettings),
  section('rich-text', RichTextSettings),
  section('testimonials', TestimonialsSettings),
  section('breadcrumbs', BreadcrumbsSettings),
  section('page-title', PageTitleSettings),
  section('product-list', ProductListSettings),
  section('search-results', SearchResultsSettings),
  section('product-detail', ProductDetailSettings),
  section('auth-form', AuthFormSettings),
  section('account-center', AccountCenterSettings),
  section('account-nav', AccountNavSettings),
  section('address-book', AddressBookSettings),
  section('credit-log', CreditLogSettings),
  section('favorite-list', FavoriteListSettings),
  section('saved-articles', SavedArticlesSettings),
  section('auth-recovery', AuthRecoverySettings),
  section('account-privacy', AccountPrivacySettings),
  section('verify-banner', VerifyBannerSettings),
  section('error-page', ErrorPageSettings),
  section('tag-list', TagListSettings),
  section('article-list', ArticleListSettings),
  section('article-detail', ArticleDetailSettings),
  section('inquiry-form', InquiryFormSettings),
  section('cart', CartSettings),
  section('checkout', CheckoutSettings),
  section('thank-you', ThankYouSettings),
  section('order-list', OrderListSettings),
  section('order-detail', OrderDetailSettings),
  section('return-list', ReturnListSettings),
  section('return-detail', ReturnDetailSettings),
  section('return-apply', ReturnApplySettings),
  section('promotion-list', PromotionListSettings),
  section('promotion-detail', PromotionDetailSettings),
  section('coupon-list', CouponListSettings),
  section('coupon-detail', CouponDetailSettings),
  section('coupon-wallet', CouponWalletSettings),
  section('account-profile', AccountProfileSettings),
  section('account-info', AccountInfoSettings),
  section('account-security', AccountSecuritySettings),
  section('account-activity', AccountActivitySettings),
]);
export type Section = z.infer<typeof Section>;

export type SectionType = Section['type'];

/** The settings of one section type, e.g. `SectionSettings<'product-grid'>`. */
export type SectionSettings<T extends SectionType> = Extract<Section, { type: T }>['settings'];

export const SECTION_TYPES: readonly SectionType[] = Section.options.map((option) => option.shape.type.value);
