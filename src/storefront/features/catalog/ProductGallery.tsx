/**
 * The product images: one main image and thumbnails to switch it. The first shown image is the
 * page's LCP (eager, high priority); a chosen variant with its own image switches to it.
 */
import { useRef, useState } from 'react';
import type { ImageRef } from '../../../shared/contracts/catalog.ts';
import { useT } from '../../lib/site.ts';
import { smallSibling, productSrcSet, GALLERY_SIZES } from '../../../shared/images.ts';
import { ProductImage } from '../../components/ProductImage.tsx';
import { ImageViewer } from './product-views.ts';

interface ProductGalleryProps {
  images: ImageRef[];
  /** The image of the selected variant, if it has one. */
  variantIndex: number | null;
  /** Thumbnails scroll as a slider instead of wrapping into rows. */
  slider: boolean;
}

export function ProductGallery({ images, variantIndex, slider }: ProductGalleryProps) {
  const t = useT();
  const valid = (i: number | null) => (i !== null && i >= 0 && i < images.length ? i : null);
  const [active, setActive] = useState(valid(variantIndex) ?? 0);
  // A newly picked variant shows its own image; one without keeps the image shown.
  const [shownVariant, setShownVariant] = useState(variantIndex);
  if (variantIndex !== shownVariant) {
    setShownVariant(variantIndex);
    const next = valid(variantIndex);
    if (next !== null) setActive(next);
  }
  const current = images[active] ?? images[0] ?? null;
  const [viewing, setViewing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closeViewer = (index: number) => {
    setViewing(false);
    setActive(index);
    opener.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-product relative overflow-hidden rounded-theme bg-gray-100">
        <ProductImage key={current?.url} image={current} priority sizes={GALLERY_SIZES} className="size-full object-cover" />
        {current && (
          <button
            ref={opener}
            type="button"
            onClick={() => setViewing(true)}
            onPointerEnter={() => void ImageViewer.preload()}
            onFocus={() => void ImageViewer.preload()}
            aria-label={t('product.enlargeImage')}
            className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
          />
        )}
      </div>
      {viewing && <ImageViewer images={images} start={active} onClose={closeViewer} />}
      {images.length > 1 && (
        <ul aria-label={t('product.images')} className={slider ? 'flex snap-x gap-2 overflow-x-auto pb-1' : 'grid grid-cols-5 gap-2'}>
          {images.map((image, i) => (
            <li key={image.url} className={slider ? 'w-20 shrink-0 snap-start' : ''}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-current={i === active ? 'true' : undefined}
                className={`aspect-product block w-full overflow-hidden rounded-theme border-2 ${i === active ? 'border-primary' : 'border-transparent hover:border-border'}`}
              >
                <img
                  src={productSrcSet(image.url) ? smallSibling(image.url) : image.url}
                  width={80}
                  height={Math.round((80 * image.height) / image.width) || 80}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
