import { z } from 'zod';
import { defineCall } from './call.ts';
import { emailField, id, msg } from './common.ts';

/** The most a quote request may ask for. */
export const INQUIRY_QUANTITY_MAX = 1_000_000;

/** A favourite: a product (the heart; visitors too), or an article saved to read later (signed-in customers). */
export const FavoriteBody = z.discriminatedUnion('types', [
  z.strictObject({ types: z.literal('product'), productId: id() }),
  z.strictObject({ types: z.literal('article'), articleId: id() }),
]);
export type FavoriteBody = z.infer<typeof FavoriteBody>;

export const NewsletterBody = z.strictObject({ email: emailField() });

export const InquiryBody = z.strictObject({
  slug: z.string().trim().min(1).max(120),
  name: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(120, msg('validation.tooLong')),
  email: emailField('validation.required'),
  company: z.string().trim().max(160, msg('validation.tooLong')).optional(),
  quantity: z
    .number(msg('validation.required'))
    .int(msg('validation.notInteger'))
    .min(1, msg('validation.outOfRange'))
    .max(INQUIRY_QUANTITY_MAX, msg('validation.outOfRange')),
  message: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(5000, msg('validation.tooLong')),
});
export type InquiryBody = z.infer<typeof InquiryBody>;

/** What a shopper thinks, left after a quote request (the inquiry page's slug says where). */
export const FeedbackBody = z.strictObject({
  slug: z.string().trim().min(1).max(120),
  message: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(2000, msg('validation.tooLong')),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

const tags = ['engagement'];
export const favoriteAdd = defineCall({ path: '/favorite/add', body: FavoriteBody, answer: z.null(), tags });
export const favoriteCancel = defineCall({ path: '/favorite/cancel', body: FavoriteBody, answer: z.null(), tags });
/** Sends the double opt-in e-mail; the link in it confirms (`GET /app/newsletter/confirm`). */
export const newsletterSubscribe = defineCall({ path: '/newsletter/subscribe', body: NewsletterBody, answer: z.null(), tags });
/** A quote request for a product (B2B). */
export const inquirySubmit = defineCall({ path: '/inquiry/submit', body: InquiryBody, answer: z.null(), tags });
/** The shopper's feedback, stored for the merchant and sent to the shop owner. */
export const feedbackSubmit = defineCall({ path: '/feedback/submit', body: FeedbackBody, answer: z.null(), tags });

/** "Tell me when it is back": a signed-in customer is told at their account's e-mail, a visitor gives one. */
export const StockAlertBody = z.strictObject({
  productId: id(),
  /** The out-of-stock variant; without it, any variant of the product coming back. */
  variantId: id().optional(),
  email: emailField().optional(),
});
export type StockAlertBody = z.infer<typeof StockAlertBody>;
export const stockAlertAdd = defineCall({ path: '/stock-alert/add', body: StockAlertBody, answer: z.null(), tags });
