/** An image of the shop's uploads (an article's cover, an author's portrait): its preview, an upload and a removal. */
import { useState } from 'react';
import { useT } from '../../i18n.ts';
import { uploadImage } from '../../api.ts';
import { ErrorNote } from '../taxonomy/TextsField.tsx';

export function ImageField({ label, value, onChange }: { label: string; value: string | null; onChange(url: string | null): void }) {
  const t = useT();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{label}</legend>
      {value && <img src={value} alt="" className="h-24 rounded border border-slate-200 object-cover" />}
      <div className="flex items-center gap-2">
        <label className="cursor-pointer rounded border border-slate-300 px-2 py-1 text-sm">
          {busy ? t('loading') : t('articles.upload')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={`${label}: ${t('articles.upload')}`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setError(null);
              setBusy(true);
              try {
                onChange((await uploadImage(file)).url);
              } catch (err) {
                setError(err);
              } finally {
                setBusy(false);
              }
            }}
          />
        </label>
        {value && (
          <button type="button" className="rounded border border-slate-300 px-2 py-1 text-sm" onClick={() => onChange(null)}>
            {t('articles.removeImage')}
          </button>
        )}
      </div>
      <ErrorNote error={error} />
    </fieldset>
  );
}
