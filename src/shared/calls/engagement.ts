/** The engagement calls the storefront makes, by address only: no schema, so no zod, reaches the browser (see callRoute). */
import type * as contract from '../contracts/engagement.ts';
import { callRoute } from '../contracts/call.ts';

export const favoriteAdd = callRoute<typeof contract.favoriteAdd>('/favorite/add');
export const favoriteCancel = callRoute<typeof contract.favoriteCancel>('/favorite/cancel');
export const feedbackSubmit = callRoute<typeof contract.feedbackSubmit>('/feedback/submit');
export const inquirySubmit = callRoute<typeof contract.inquirySubmit>('/inquiry/submit');
export const newsletterSubscribe = callRoute<typeof contract.newsletterSubscribe>('/newsletter/subscribe');
export const stockAlertAdd = callRoute<typeof contract.stockAlertAdd>('/stock-alert/add');
