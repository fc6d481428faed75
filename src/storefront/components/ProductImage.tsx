/**
 * A product image with its 400/800 srcSet. Lazy by default; the page's main (LCP) image is
 * `priority`: loaded eagerly with high fetch priority.
 */
import type { CSSProperties } from 'react';
import type { ImageRef } from '../../shared/contracts/catalog.ts';
import { useT } from '../app/site.tsx';
import { productSrcSet } from '../../shared/images.ts';

interface ProductImageProps {
  image: ImageRef | null;
  sizes: string;
  priority?: boolean;
  /** Load at once without raising the priority (images in the first screen). */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Empty when a nearby text already names the image (a linked card title). */
  alt?: string;
}

export function ProductImage({ image, sizes, priority, eager, className = '', style, alt }: ProductImageProps) {
  const t = useT();
  if (!image) {
    return (
      <div className={`flex items-center justify-center bg-gray-100 text-sm text-gray-600 ${className}`} style={style}>
        {t('product.noImage')}
      </div>
    );
  }
  const srcSet = productSrcSet(image.url);
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
