/** Image helpers: product images have a 400-wide sibling next to the 800-wide original. */
import type { ImageRef } from './contracts/catalog.ts';

/** The product gallery's main image width: the server preloads it with the same sizes. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';

const PRODUCT_IMAGE = /^\/uploads\/products\/.+\.[a-z0-9]+$/i;

/** `/uploads/products/x-1.webp` → `/uploads/products/x-1-400.webp`. */
export function smallSibling(url: string): string {
  return url.replace(/(\.[a-z0-9]+)$/i, '-400$1');
}

/** The srcSet of a product image, or undefined for images without generated siblings. */
export function productSrcSet(url: string): string | undefined {
  return PRODUCT_IMAGE.test(url) ? `${smallSibling(url)} 400w, ${url} 800w` : undefined;
}

/** Section images arrive as a URL or as an image reference; both become a reference. */
export function toImageRef(value: unknown, fallback: { width: number; height: number; alt?: string }): ImageRef | null {
  if (typeof value === 'string' && value) return { url: value, width: fallback.width, height: fallback.height, alt: fallback.alt ?? '' };
  if (value && typeof value === 'object' && typeof (value as ImageRef).url === 'string') {
    const ref = value as Partial<ImageRef> & { url: string };
    return {
      url: ref.url,
      width: Number(ref.width) || fallback.width,
      height: Number(ref.height) || fallback.height,
      alt: typeof ref.alt === 'string' ? ref.alt : (fallback.alt ?? ''),
    };
  }
  return null;
}
