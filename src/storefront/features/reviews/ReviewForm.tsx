/**
 * Writing or editing a review: the rating, the text, and up to nine photos. Each photo uploads
 * as soon as it is picked (checked and re-encoded by the server; a refused one says why), and
 * can be removed before sending.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import type { ImageRef } from '../../../shared/contracts/catalog.ts';
import type { OwnReview } from '../../../shared/contracts/reviews.ts';
import { REVIEW_MAX_IMAGES, reviewEdit, reviewSubmit } from '../../../shared/calls/reviews.ts';
import { ApiError, call, uploadImage } from '../../app/api.ts';
import { toast } from '../../app/toast.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { TextAreaField } from '../../components/TextField.tsx';
import { useT } from '../../lib/site.ts';
import { RatingInput } from './RatingInput.tsx';
import { PRIMARY, SECONDARY } from './buttons.ts';

interface ReviewFormProps {
  /** The order line to review, or the review to edit. */
  target: { lineId: number } | { review: OwnReview };
  title: string;
  onDone(review: OwnReview): void;
  onCancel(): void;
}

type Photo = Pick<ImageRef, 'url' | 'width' | 'height'>;

export function ReviewForm({ target, title, onDone, onCancel }: ReviewFormProps) {
  const t = useT();
  const id = useId();
  const editing = 'review' in target ? target.review : null;
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [content, setContent] = useState(editing?.content ?? '');
  const [photos, setPhotos] = useState<Photo[]>(editing?.images.map(({ url, width, height }) => ({ url, width, height })) ?? []);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ rating?: string; content?: string; photos?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const room = REVIEW_MAX_IMAGES - photos.length - uploading;
    const picked = [...files].slice(0, Math.max(0, room));
    setErrors((e) => ({ ...e, photos: files.length > room ? t('validation.reviewImages') : undefined }));
    for (const file of picked) {
      if (file.size > REVIEW_IMAGE_MAX_BYTES) {
        setErrors((e) => ({ ...e, photos: t('upload.tooLarge', { max: REVIEW_IMAGE_MAX_BYTES / (1024 * 1024) }) }));
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const image = await uploadImage(file, { silent: true });
        setPhotos((list) => (list.length < REVIEW_MAX_IMAGES ? [...list, image] : list));
      } catch (err) {
        setErrors((e) => ({ ...e, photos: err instanceof ApiError ? err.message : t('errors.unknown') }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      rating: rating < 1 ? t('validation.reviewRating') : undefined,
      content: content.trim() ? undefined : t('validation.reviewContent'),
    };
    setErrors((e) => ({ ...e, ...found }));
    if (found.rating || found.content || uploading) return;
    setBusy(true);
    try {
      const fields = { rating, content: content.trim(), images: photos.map((p) => p.url) };
      const saved = editing
        ? await call(reviewEdit, { id: editing.id, ...fields })
        : await call(reviewSubmit, { lineId: (target as { lineId: number }).lineId, ...fields });
      toast(t(editing ? 'review.updated' : 'review.submitted'), 'success');
      onDone(saved);
    } catch {
      // The call showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-3 flex flex-col gap-4 rounded-theme border border-border bg-gray-50 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <RatingInput value={rating} onChange={setRating} error={errors.rating} />
      <TextAreaField label={t('review.content')} value={content} onChange={(e) => setContent(e.target.value)} rows={4} maxLength={2000} error={errors.content} />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-photos`} className="text-sm font-medium">
          {t('review.images')}
        </label>
        <p id={`${id}-photos-hint`} className="text-xs text-description">
          {t('review.imagesHint')} · {t('review.photoCount', { count: photos.length })}
        </p>
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {photos.map((photo, i) => (
              <li key={photo.url} className="relative">
                <img src={photo.url} width={photo.width} height={photo.height} alt="" className="size-20 rounded-theme object-cover" />
                <button
                  type="button"
                  onClick={() => setPhotos((list) => list.filter((p) => p.url !== photo.url))}
                  aria-label={t('review.removePhoto', { index: i + 1 })}
                  className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full bg-black/80 text-sm text-white"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={fileInput}
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif"
          multiple
          disabled={photos.length + uploading >= REVIEW_MAX_IMAGES}
          aria-describedby={[`${id}-photos-hint`, errors.photos ? `${id}-photos-error` : ''].filter(Boolean).join(' ')}
          onChange={(e) => void addFiles(e.target.files)}
          className="max-w-full text-sm file:mr-3 file:rounded-theme file:border file:border-border file:bg-white file:px-3 file:py-2"
        />
        {uploading > 0 && (
          <p role="status" className="text-sm text-description">
            {t('review.uploading')}
          </p>
        )}
        {errors.photos && (
          <p id={`${id}-photos-error`} role="alert" className="text-sm text-red-700">
            {errors.photos}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy} disabled={busy || uploading > 0} className={PRIMARY}>
          {editing ? t('review.save') : t('review.submit')}
        </BusyButton>
        <button type="button" onClick={onCancel} className={SECONDARY}>
          {t('review.cancel')}
        </button>
      </div>
    </form>
  );
}
