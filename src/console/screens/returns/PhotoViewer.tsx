/**
 * The credential photos: thumbnails that open a dialog showing one photo at a time; the arrow
 * keys and the previous/next buttons move between them, Escape closes, focus stays inside.
 */
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useT } from '../../i18n.ts';

const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';

export function PhotoViewer({ photos }: { photos: string[] }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="text-sm text-slate-500">{t('returns.detail.noPhotos')}</p>;
  const count = photos.length;
  const move = (step: number) => setOpen((current) => (current === null ? current : (current + step + count) % count));
  const label = (n: number) => t('returns.detail.photo', { n: n + 1, count });

  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
      <ul className="flex flex-wrap gap-2">
        {photos.map((src, i) => (
          <li key={src}>
            <button type="button" onClick={() => setOpen(i)} className="block rounded border border-slate-200 focus:ring-2 focus:ring-slate-900 focus:outline-none">
              <img src={src} alt={label(i)} className="h-20 w-20 rounded object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 flex max-h-[90vh] w-[min(90vw,48rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg bg-white p-4 shadow-lg"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(1);
            else if (e.key === 'ArrowLeft') move(-1);
          }}
        >
          <Dialog.Title className="font-medium">{open !== null ? label(open) : ''}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-500">{t('returns.detail.photoHint')}</Dialog.Description>
          {open !== null && <img src={photos[open]} alt={label(open)} className="min-h-0 flex-1 object-contain" />}
          <div className="flex justify-between gap-2">
            <button type="button" className={button} onClick={() => move(-1)} disabled={count < 2}>
              ← {t('returns.detail.previousPhoto')}
            </button>
            <Dialog.Close className={button}>{t('returns.close')}</Dialog.Close>
            <button type="button" className={button} onClick={() => move(1)} disabled={count < 2}>
              {t('returns.detail.nextPhoto')} →
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
