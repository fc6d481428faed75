/** Engagement sections: the newsletter sign-up and the quote request. */
import { z } from 'zod';
import { ImageRef } from '../catalog.ts';

/** Without a title or text the storefront shows its own. */
export const NewsletterSettings = z.object({ title: z.string().optional(), text: z.string().optional() });

/** `slug` names the product asked about, or the merchant's inquiry page; `product` is null for the latter. */
export const InquiryFormSettings = z.object({
  slug: z.string(),
  product: z.object({ slug: z.string(), title: z.string(), image: ImageRef.nullable() }).nullable(),
});
