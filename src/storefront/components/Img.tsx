/**
 * The <img> of an image reference, at its own width and height (no layout shift) and decoded off
 * the main thread. With `sizes`, an uploaded product image also offers its 400-wide sibling;
 * `priority` marks the page's main (LCP) image for a high fetch priority.
 */
import type { CSSProperties } from 'react';
import type { ImageRef } from '../../shared/contracts/catalog.ts';
import { productSrcSet } from '../../shared/images.ts';

interface ImgProps {
  image: ImageRef;
  className: string;
  style?: CSSProperties;
  /** Empty when a nearby text already names the image (a linked card title). */
  alt?: string;
  sizes?: string;
  loading?: 'lazy' | 'eager';
  priority?: boolean;
}

export function Img({ image, className, style, alt, sizes, loading, priority }: ImgProps) {
  const srcSet = sizes ? productSrcSet(image.url) : undefined;
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      // Eager is what an image without the attribute does.
      loading={loading === 'eager' ? undefined : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className || undefined}
      style={style}
    />
  );
}
