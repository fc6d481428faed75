/** A category's fields: address, texts in each language, image and search-engine texts. */
import { useState } from 'react';
import type { AdminCategory, CategorySaveBody } from '../../../shared/contracts/taxonomy-admin.ts';
import { useT } from '../../i18n.ts';
import { ImageField } from '../content/ImageField.tsx';
import { SeoFields, TextsField } from './TextsField.tsx';

export function CategoryForm({
  category,
  parentId,
  pending,
  onSave,
  onCancel,
}: {
  category?: AdminCategory;
  parentId: number | null;
  pending: boolean;
  onSave(body: CategorySaveBody): void;
  onCancel(): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState({
    slug: category?.slug ?? '',
    name: category?.name ?? {},
    description: category?.description ?? {},
    image: category?.image ?? '',
    seoTitle: category?.seoTitle ?? {},
    seoDescription: category?.seoDescription ?? {},
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ ...draft, id: category?.id, parentId, image: draft.image || null });
      }}
    >
      <label className="block text-sm font-medium">
        {t('taxonomy.slug')}
        <input className="mt-1 w-full rounded border border-slate-300 px-2 py-1" value={draft.slug} onChange={(e) => set({ slug: e.target.value })} />
      </label>
      <TextsField label={t('taxonomy.name')} value={draft.name} onChange={(name) => set({ name })} />
      <TextsField label={t('taxonomy.description')} value={draft.description} onChange={(description) => set({ description })} multiline />
      <ImageField label={t('taxonomy.image')} value={draft.image || null} onChange={(url) => set({ image: url ?? '' })} />
      <SeoFields seoTitle={draft.seoTitle} seoDescription={draft.seoDescription} onChange={set} />
      <div className="flex gap-2">
        <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white">
          {t('taxonomy.save')}
        </button>
        <button type="button" onClick={onCancel} className="rounded border border-slate-300 px-3 py-1.5 text-sm">
          {t('taxonomy.cancel')}
        </button>
      </div>
    </form>
  );
}
