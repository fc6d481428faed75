/** One collection: its texts, and either its hand-picked products in order or the rules its products match. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminCatalogRefs, adminProductList } from '../../shared/contracts/products-admin.ts';
import {
  adminCollectionDelete,
  adminCollectionGet,
  adminCollectionSave,
  type AdminCollection,
  type CollectionKind,
  type CollectionRule,
} from '../../shared/contracts/taxonomy-admin.ts';
import { CURRENCIES, isCurrency } from '../../shared/money.ts';
import { call } from '../api.ts';
import { useT } from '../i18n.ts';
import { toDecimal, toMinor } from './product-draft.ts';
import { RulesField } from './taxonomy/RulesField.tsx';
import { ErrorNote, SeoFields, TextsField } from './taxonomy/TextsField.tsx';
import { refresh } from '../refresh.ts';

export default function CollectionPage() {
  const { id: idParam = 'new' } = useParams();
  const id = idParam === 'new' ? undefined : Number(idParam);
  const t = useT();
  const loaded = useQuery({ queryKey: ['collection', id], queryFn: () => call(adminCollectionGet, { id: id! }), enabled: id !== undefined });
  if (loaded.isError) return <p role="alert">{t('failed')}</p>;
  if (id !== undefined && !loaded.data) return <p>{t('loading')}</p>;
  return <CollectionForm key={id ?? 'new'} collection={loaded.data} />;
}

function CollectionForm({ collection }: { collection?: AdminCollection }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currency = window.__CONSOLE__.baseCurrency;
  const decimals = isCurrency(currency) ? CURRENCIES[currency].decimals : 2;
  const [draft, setDraft] = useState({
    slug: collection?.slug ?? '',
    title: collection?.title ?? {},
    description: collection?.description ?? {},
    kind: (collection?.kind ?? 'manual') as CollectionKind,
    productIds: collection?.productIds ?? [],
    rules: collection?.rules ?? [],
    seoTitle: collection?.seoTitle ?? {},
    seoDescription: collection?.seoDescription ?? {},
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const refs = useQuery({ queryKey: ['catalog-refs'], queryFn: () => call(adminCatalogRefs) });
  const save = useMutation({
    mutationFn: () => call(adminCollectionSave, { ...draft, id: collection?.id, image: collection?.image ?? null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['collection', saved.id], saved);
      void refresh(queryClient, ['collections']);
      if (!collection) void navigate(`/collections/${saved.id}`, { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: () => call(adminCollectionDelete, { id: collection!.id }),
    onSuccess: () => void navigate('/collections'),
  });
  const money = { toText: (minor: number | null) => toDecimal(minor, decimals), toMinor: (text: string) => (text.trim() ? toMinor(text, decimals) : null) };
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Link to="/collections" className="text-sm underline">
        {t('taxonomy.collections.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{collection ? collection.title.en : t('taxonomy.collections.add')}</h1>
      <ErrorNote error={save.error ?? remove.error} />
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          {t('taxonomy.saved')}
        </p>
      )}
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <label className="block text-sm font-medium">
          {t('taxonomy.slug')}
          <input className="mt-1 w-full rounded border border-slate-300 px-2 py-1" value={draft.slug} onChange={(e) => set({ slug: e.target.value })} />
        </label>
        <TextsField label={t('taxonomy.title')} value={draft.title} onChange={(title) => set({ title })} />
        <TextsField label={t('taxonomy.description')} value={draft.description} onChange={(description) => set({ description })} multiline />
        <fieldset>
          <legend className="text-sm font-medium">{t('taxonomy.collections.kind')}</legend>
          {(['manual', 'rules'] as const).map((kind) => (
            <label key={kind} className="mr-4 text-sm">
              <input type="radio" name="kind" checked={draft.kind === kind} onChange={() => set({ kind })} /> {t(`taxonomy.collections.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {draft.kind === 'rules' ? (
          <RulesField rules={draft.rules as CollectionRule[]} onChange={(rules) => set({ rules })} refs={refs.data} money={money} />
        ) : (
          <PickedProducts ids={draft.productIds} onChange={(productIds) => set({ productIds })} />
        )}
        <SeoFields seoTitle={draft.seoTitle} seoDescription={draft.seoDescription} onChange={set} />
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white">
          {t('taxonomy.save')}
        </button>
        {collection && (
          <button
            type="button"
            className="rounded border border-slate-300 px-3 py-1.5 text-sm"
            onClick={() => window.confirm(t('taxonomy.confirmRemove', { name: collection.title.en })) && remove.mutate()}
          >
            {t('taxonomy.remove')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A manual collection's products in order: found by search, moved up and down, removed. */
function PickedProducts({ ids, onChange }: { ids: number[]; onChange(ids: number[]): void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const found = useQuery({ queryKey: ['collection-pick', q], queryFn: () => call(adminProductList, { q: q || undefined, pageSize: 10 }) });
  const picked = useQuery({
    queryKey: ['collection-picked', ids],
    queryFn: async () => (await call(adminProductList, { pageSize: 100 })).list,
  });
  const titleOf = (id: number) => picked.data?.find((p) => p.id === id)?.title ?? found.data?.list.find((p) => p.id === id)?.title ?? `#${id}`;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('taxonomy.products')}</legend>
      <ol className="space-y-1">
        {ids.map((id, i) => (
          <li key={id} className="flex items-center gap-2 text-sm">
            <span>{titleOf(id)}</span>
            <button type="button" className="rounded border px-1" onClick={() => move(i, i - 1)}>
              {t('taxonomy.collections.up')}
            </button>
            <button type="button" className="rounded border px-1" onClick={() => move(i, i + 1)}>
              {t('taxonomy.collections.down')}
            </button>
            <button type="button" className="rounded border px-1" onClick={() => onChange(ids.filter((x) => x !== id))}>
              {t('taxonomy.collections.removeProduct')}
            </button>
          </li>
        ))}
      </ol>
      <input
        className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
        aria-label={t('taxonomy.collections.search')}
        placeholder={t('taxonomy.collections.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <ul className="space-y-1">
        {found.data?.list
          .filter((p) => !ids.includes(p.id))
          .map((p) => (
            <li key={p.id} className="flex items-center gap-2 text-sm">
              <span>{p.title}</span>
              <button type="button" className="rounded border px-1" onClick={() => onChange([...ids, p.id])}>
                {t('taxonomy.collections.addProduct')}
              </button>
            </li>
          ))}
      </ul>
    </fieldset>
  );
}
