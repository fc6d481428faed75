/**
 * Choosing a rating: five radio buttons drawn as stars, in a fieldset named "Rating". Arrow keys
 * move between them as in any radio group; the chosen number is announced ("4 out of 5 stars").
 */
import { useId } from 'react';
import { useT } from '../../lib/site.ts';
import { FieldError } from '../../components/TextField.tsx';

export function RatingInput({ value, onChange, error }: { value: number; onChange(rating: number): void; error?: string | null }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t('review.rating')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name={`${id}-rating`} value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
            <span className="sr-only">{t('review.ratingStar', { count: n })}</span>
            <span
              aria-hidden="true"
              className={`flex size-11 items-center justify-center rounded-theme text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-primary ${
                n <= value ? 'text-amber-500' : 'text-gray-300'
              }`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
