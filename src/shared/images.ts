/**
 * Product image sizes: each product image has a 400-wide sibling next to the 800-wide original.
 * The storefront's <img> and the server's preload of the page's largest image use the same
 * srcset and sizes, so the browser fetches the preloaded file.
 */

/** The product gallery's main image width. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';

/** A product card's image width in a listing (four, three or two columns). */
export const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

const PRODUCT_IMAGE = /^\/uploads\/products\/.+\.[a-z0-9]+$/i;

/** `/uploads/products/x-1.webp` → `/uploads/products/x-1-400.webp`. */
export function smallSibling(url: string): string {
  return url.replace(/(\.[a-z0-9]+)$/i, '-400$1');
}

/** The srcSet of a product image, or undefined for images without generated siblings. */
export function productSrcSet(url: string): string | undefined {
  return PRODUCT_IMAGE.test(url) ? `${smallSibling(url)} 400w, ${url} 800w` : undefined;
}
