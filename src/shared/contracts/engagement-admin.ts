/**
 * The merchant's engagement calls under /api/admin: the inquiry inbox, the feedback, the
 * newsletter's subscribers, and a shop's stock. Apart from the storefront's contracts so none of
 * it reaches the storefront's bundle.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';

export const INQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
const search = z.string().trim().max(120, msg('validation.tooLong')).optional();

export const AdminInquiryListBody = z.strictObject({ ...pagination, status: z.enum(INQUIRY_STATUSES).optional(), q: search });
export type AdminInquiryListBody = z.infer<typeof AdminInquiryListBody>;
export const AdminInquiryRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  quantity: z.number().int(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
});
export const AdminInquiryList = z.object({ list: z.array(AdminInquiryRow), total: z.number().int() });
export const AdminInquiry = AdminInquiryRow.extend({
  message: z.string(),
  lang: z.string(),
  productName: z.string().nullable(),
  replies: z.array(z.object({ id: z.number().int(), message: z.string(), staffEmail: z.string().nullable(), createdAt: z.string() })),
});
export type AdminInquiry = z.infer<typeof AdminInquiry>;
export const InquiryIdBody = z.strictObject({ id: id() });
export const InquiryStatusBody = z.strictObject({ id: id(), status: z.enum(INQUIRY_STATUSES, msg('validation.invalid')) });
export const InquiryReplyBody = z.strictObject({
  id: id(),
  message: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(5000, msg('validation.tooLong')),
});

export const AdminPageBody = z.strictObject({ ...pagination, q: search });
export type AdminPageBody = z.infer<typeof AdminPageBody>;
export const AdminFeedbackList = z.object({
  list: z.array(z.object({ id: z.number().int(), slug: z.string(), message: z.string(), lang: z.string(), email: z.string().nullable(), createdAt: z.string() })),
  total: z.number().int(),
});
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const AdminSubscriberRow = z.object({ id: z.number().int(), email: z.string(), lang: z.string(), state: z.enum(SUBSCRIBER_STATES), createdAt: z.string() });
export const AdminSubscriberList = z.object({ list: z.array(AdminSubscriberRow), total: z.number().int() });
export const SubscriberExportQuery = z.strictObject({ q: search });

/** A newsletter to every confirmed subscriber, each copy with its own unsubscribe link. */
export const NewsletterSendBody = z.strictObject({
  subject: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(200, msg('validation.tooLong')),
  text: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(20_000, msg('validation.tooLong')),
});

const admin = { base: '/api/admin', tags: ['admin', 'engagement'] } as const;
export const adminInquiryList = defineCall({ path: '/inquiry/list', body: AdminInquiryListBody, answer: AdminInquiryList, ...admin });
export const adminInquiryGet = defineCall({ path: '/inquiry/get', body: InquiryIdBody, answer: AdminInquiry, ...admin });
export const adminInquiryStatus = defineCall({ path: '/inquiry/status', body: InquiryStatusBody, answer: AdminInquiry, ...admin });
/** Stores the reply, e-mails it to the shopper and marks the request replied. */
export const adminInquiryReply = defineCall({ path: '/inquiry/reply', body: InquiryReplyBody, answer: AdminInquiry, ...admin });
export const adminFeedbackList = defineCall({ path: '/feedback/list', body: AdminPageBody, answer: AdminFeedbackList, ...admin });
export const adminSubscriberList = defineCall({ path: '/newsletter/subscribers', body: AdminPageBody, answer: AdminSubscriberList, ...admin });
/** The subscribers the search selects as a download (a GET the console links to): `?q=…`. */
export const SUBSCRIBER_EXPORT_PATH = '/api/admin/newsletter/export.csv';
export const adminNewsletterSend = defineCall({ path: '/newsletter/send', body: NewsletterSendBody, answer: z.object({ queued: z.number().int() }), ...admin });

/** The merchant sets a variant's stock (a restock from 0 tells those who asked to hear). */
export const StockSetBody = z.strictObject({ variantId: id(), stock: z.number().int().min(0).max(1_000_000) });
export const adminStockSet = defineCall({
  path: '/inventory/stock',
  body: StockSetBody,
  answer: z.object({ variantId: z.number().int(), stock: z.number().int() }),
  base: '/api/admin',
  tags: ['admin', 'inventory'],
});
