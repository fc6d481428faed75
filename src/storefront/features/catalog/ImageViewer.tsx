/**
 * The full-size image view: a modal dialog over the page with the large image, previous / next
 * buttons and arrow keys, closed with Escape, the close button or a click outside the image.
 * The native <dialog> keeps focus inside while it is open; focus goes back to the opener after.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { ImageRef } from '../../../shared/contracts/catalog.ts';
import { useT } from '../../app/site.tsx';

interface ImageViewerProps {
  images: ImageRef[];
  start: number;
  onClose(index: number): void;
}

export default function ImageViewer({ images, start, onClose }: ImageViewerProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const image = images[index] ?? images[0];
  const many = images.length > 1;
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  // A click on the backdrop lands on the dialog element itself, not on its content.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };

  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      aria-label={t('product.imageOf', { index: index + 1, total: images.length })}
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="m-auto max-h-[95vh] max-w-[95vw] overflow-visible bg-transparent p-0 backdrop:bg-black/80"
    >
      <figure className="relative flex flex-col items-center gap-3">
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.alt}
          decoding="async"
          className="max-h-[85vh] w-auto max-w-[95vw] rounded-theme bg-white object-contain"
        />
        <figcaption className="text-sm text-white">{t('product.imageOf', { index: index + 1, total: images.length })}</figcaption>
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          aria-label={t('common.close')}
          className="absolute right-2 top-2 flex size-10 items-center justify-center rounded-full bg-white/90 text-xl text-black hover:bg-white"
        >
          ×
        </button>
        {many && (
          <div className="flex gap-3">
            <button type="button" onClick={() => step(-1)} className="rounded-theme bg-white/90 px-4 py-2 text-sm text-black hover:bg-white">
              {t('product.previousImage')}
            </button>
            <button type="button" onClick={() => step(1)} className="rounded-theme bg-white/90 px-4 py-2 text-sm text-black hover:bg-white">
              {t('product.nextImage')}
            </button>
          </div>
        )}
      </figure>
    </dialog>
  );
}
