/**
 * A review's photos: thumbnails named by their text (their button opens the viewer), and a dialog
 * that shows one at a time, with previous and next (buttons or the arrow keys) and its position.
 */
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { ImageRef } from '../../../shared/contracts/catalog.ts';
import { useT } from '../../i18n.ts';

const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';

export function PhotoViewer({ photos }: { photos: ImageRef[] }) {
  const t = useT();
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const photo = shown === null ? null : photos[shown];
  const go = (step: number) => setShown((i) => (i === null ? i : Math.min(photos.length - 1, Math.max(0, i + step))));
  return (
    <>
      <ul aria-label={t('reviews.photos')} className="mt-2 flex flex-wrap gap-2">
        {photos.map((p, i) => (
          <li key={p.url}>
            <button
              type="button"
              onClick={() => setShown(i)}
              className="block overflow-hidden rounded border border-slate-200 focus-visible:ring-2 focus-visible:ring-slate-900"
            >
              <img src={p.url} alt={p.alt} width={64} height={64} loading="lazy" className="size-16 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={photo !== null} onOpenChange={(open) => !open && setShown(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 bg-black/60" />
          <Dialog.Content
            className="fixed top-1/2 left-1/2 w-[min(90vw,48rem)] -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-lg bg-white p-4 shadow-lg"
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft') go(-1);
              if (e.key === 'ArrowRight') go(1);
            }}
          >
            {photo && (
              <>
                <Dialog.Title className="font-medium">{photo.alt}</Dialog.Title>
                <Dialog.Description className="text-sm text-slate-500">{t('reviews.photoOf', { index: shown! + 1, count: photos.length })}</Dialog.Description>
                <img src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} className="mx-auto max-h-[70vh] w-auto object-contain" />
                <div className="flex justify-between gap-2">
                  <button type="button" className={button} disabled={shown === 0} onClick={() => go(-1)}>
                    {t('reviews.previousPhoto')}
                  </button>
                  <Dialog.Close className={button}>{t('reviews.close')}</Dialog.Close>
                  <button type="button" className={button} disabled={shown === photos.length - 1} onClick={() => go(1)}>
                    {t('reviews.nextPhoto')}
                  </button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
