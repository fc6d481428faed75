/** Engagement sections: the newsletter sign-up and the quote request. */
import { z } from 'zod';
import { ImageRef, ProductCardView } from '../catalog.ts';

/** Without a title or text the storefront shows its own. */
export const NewsletterSettings = z.object({ title: z.string().optional(), text: z.string().optional() });

/** `slug` names the product asked about, or the merchant's inquiry page; `product` is null for the latter. */
export const InquiryFormSettings = z.object({
  slug: z.string(),
  product: z.object({ slug: z.string(), title: z.string(), image: ImageRef.nullable() }).nullable(),
});

/**
 * user/favorite and the wish list (user/wishlist): the favourite products, each with its id for
 * the heart. `wishlist` is the visitor's list (kept in this browser until they sign in).
 */
export const FavoriteListSettings = z.object({
  mode: z.enum(['favorite', 'wishlist']),
  signedIn: z.boolean(),
  list: z.array(z.object({ productId: z.number().int(), card: ProductCardView })),
});

/** user/article: the articles the customer saved. */
export const SavedArticlesSettings = z.object({
  list: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), thumbnail: z.string().nullable(), author: z.string() })),
});
