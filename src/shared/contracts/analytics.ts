import { z } from 'zod';
import { id } from './common.ts';
import { defineCall } from './call.ts';

/** A product's or a content page's id (or path), counted once per view. */
export const ViewBody = z.strictObject({ id: z.union([id(), z.string().min(1).max(300)]) });
export const DurationBody = z.strictObject({ duration: z.number().min(0).max(86_400), path: z.string().max(300).optional() });

const tags = ['analytics'];
export const pageViews = defineCall({ path: '/page/views', body: ViewBody, answer: z.null(), tags });
export const productViews = defineCall({ path: '/product/views', body: ViewBody, answer: z.null(), tags });
/** Time on a page, sent as a beacon (`text/plain` is accepted for it). */
export const statDuration = defineCall({ path: '/stat/duration', body: DurationBody, answer: z.null(), tags });
