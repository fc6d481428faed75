/** Section images arrive as a URL or as an image reference; both become a reference. */
import type { ImageRef } from '../../shared/contracts/catalog.ts';

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
