/** One text in each of the shop's four languages, side by side (name, description, SEO texts). */
import { PRODUCT_LANGS } from '../../../shared/contracts/products-admin.ts';
import { useT } from '../../i18n.ts';

export type Texts = Record<string, string>;

export function TextsField({ label, value, onChange, multiline = false }: { label: string; value: Texts; onChange(next: Texts): void; multiline?: boolean }) {
  const t = useT();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRODUCT_LANGS.map((lang) => {
          const props = {
            'aria-label': `${label} (${t(`taxonomy.lang.${lang}`)})`,
            className: 'w-full rounded border border-slate-300 px-2 py-1 text-sm',
            value: value[lang] ?? '',
            onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
          };
          return (
            <label key={lang} className="block text-xs text-slate-600">
              {t(`taxonomy.lang.${lang}`)}
              {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The search-engine title and description of a category, collection or tag. */
export function SeoFields({
  seoTitle,
  seoDescription,
  onChange,
}: {
  seoTitle: Texts;
  seoDescription: Texts;
  onChange(next: { seoTitle?: Texts; seoDescription?: Texts }): void;
}) {
  const t = useT();
  return (
    <>
      <TextsField label={t('taxonomy.seoTitle')} value={seoTitle} onChange={(next) => onChange({ seoTitle: next })} />
      <TextsField label={t('taxonomy.seoDescription')} value={seoDescription} onChange={(next) => onChange({ seoDescription: next })} multiline />
    </>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
