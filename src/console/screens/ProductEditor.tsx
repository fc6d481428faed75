/**
 * One product in the editor: texts in the shop's four languages side by side (missing ones
 * marked), rich-text description, options and the variant matrix generated from them, images
 * (uploaded, dragged into order, alt text per language), organisation, display flags, SEO, and
 * status with a preview link. Drafts save themselves a few seconds after a change; a save over
 * a colleague's newer one is refused and the screen says who, and a colleague's save is noticed
 * while editing.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PRODUCT_LANGS, PRODUCT_STATUSES, adminCatalogRefs, adminProductGet, adminProductSave, type AdminProduct } from '../../shared/contracts/products-admin.ts';
import { CURRENCIES, isCurrency } from '../../shared/money.ts';
import { call, ConsoleApiError, uploadImage } from '../api.ts';
import { useLang, useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { RichText } from '../RichText.tsx';
import { draftOf, emptyDraft, generateVariants, missingLangs, saveBodyOf, slugFrom, type Draft, type Lang, type Texts } from './product-draft.ts';
import { refresh } from '../refresh.ts';

const AUTOSAVE_MS = 3_000;
const WATCH_MS = 20_000;
const input = 'w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm aria-invalid:border-red-600';
const button = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50';
const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
const LANG_NAMES: Record<Lang, string> = { en: 'English', zh: '简体中文', 'zh-HK': '繁體中文', fil: 'Filipino' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-medium">{title}</h2>
      {children}
    </section>
  );
}

export default function ProductEditor() {
  const { id: idParam = 'new' } = useParams();
  const id = idParam === 'new' ? undefined : Number(idParam);
  const t = useT();
  const currency = window.__CONSOLE__.baseCurrency;
  const decimals = isCurrency(currency) ? CURRENCIES[currency].decimals : 2;
  const loaded = useQuery({ queryKey: ['product', id], queryFn: () => call(adminProductGet, { id: id! }), enabled: id !== undefined });
  if (loaded.isError) return <p role="alert">{t('failed')}</p>;
  if (id === undefined) return <EditorForm key="new" initial={emptyDraft()} decimals={decimals} currency={currency} />;
  if (!loaded.data) return <p>{t('loading')}</p>;
  return <EditorForm key={loaded.data.id} initial={draftOf(loaded.data, decimals)} decimals={decimals} currency={currency} />;
}

function EditorForm({ initial, decimals, currency }: { initial: Draft; decimals: number; currency: string }) {
  const t = useT();
  const { lang } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermitted('catalog.write');
  const id = initial.id;
  const isNew = id === undefined;
  const refs = useQuery({ queryKey: ['catalog-refs', lang], queryFn: () => call(adminCatalogRefs) });
  const [draft, setDraft] = useState<Draft>(initial);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<{ text: string; field?: string; conflict?: boolean } | null>(null);
  // A new product's first save moves to its own address; the editor there says it was saved.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState<string | null>(justCreated ? t('productEditor.saved') : null);
  const [uploading, setUploading] = useState(false);
  const [sizeText, setSizeText] = useState(initial.sizes.join(', '));

  // A colleague's save while this one is open: noticed by asking for the version now and then.
  const watch = useQuery({
    queryKey: ['product-version', id],
    queryFn: () => call(adminProductGet, { id: id! }),
    enabled: !isNew && draft.version !== undefined,
    refetchInterval: WATCH_MS,
  });
  const theirs = watch.data && draft.version !== undefined && watch.data.version > draft.version ? watch.data : null;

  const save = useMutation({
    mutationFn: (current: Draft) => call(adminProductSave, saveBodyOf(current, decimals)),
    onMutate: () => {
      setFailure(null);
      setSaved(null);
    },
    onSuccess: (product: AdminProduct, sent) => {
      setDraft((now) => (now !== sent ? { ...now, id: product.id, version: product.version } : draftOf(product, decimals)));
      setDirty((now) => now && draft !== sent);
      setSaved(t('productEditor.saved'));
      queryClient.setQueryData(['product', product.id], product);
      queryClient.setQueryData(['product-version', product.id], product);
      void refresh(queryClient, ['products']);
      if (isNew) void navigate(`/products/${product.id}`, { replace: true, state: { created: true } });
    },
    onError: (err) => {
      if (err instanceof ConsoleApiError) {
        const field = (err.data as { field?: string } | null)?.field;
        setFailure({ text: err.message || t('failed'), field, conflict: (err.data as { version?: number } | null)?.version !== undefined });
        if (field) document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)?.focus();
      } else setFailure({ text: t('failed') });
    },
  });

  // Drafts save themselves once the typing stops (each change restarts the wait).
  const { mutate, isPending } = save;
  useEffect(() => {
    if (!dirty || draft.status !== 'draft' || draft.id === undefined || isPending || failure?.conflict || !canWrite) return;
    const timer = setTimeout(() => mutate(draft), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, draft, mutate, isPending, failure, canWrite]);

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  async function reload() {
    const fresh = await call(adminProductGet, { id: draft.id! });
    queryClient.setQueryData(['product', fresh.id], fresh);
    setDraft(draftOf(fresh, decimals));
    setSizeText(draftOf(fresh, decimals).sizes.join(', '));
    setDirty(false);
    setFailure(null);
  }

  const change = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setDirty(true);
    setSaved(null);
  };
  const setText = (key: 'title' | 'description' | 'seoTitle' | 'seoDescription', l: Lang, value: string) => {
    const patch: Partial<Draft> = { [key]: { ...draft[key], [l]: value } };
    if (key === 'title' && l === 'en' && draft.id === undefined && (draft.slug === '' || draft.slug === slugFrom(draft.title.en ?? ''))) patch.slug = slugFrom(value);
    change(patch);
  };
  const invalid = (field: string) => (failure?.field === field ? true : undefined);
  const setVariant = (index: number, patch: Partial<Draft['variants'][number]>) =>
    change({ variants: draft.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) });

  async function addImages(files: FileList | File[]) {
    setUploading(true);
    setFailure(null);
    const added: Draft['images'] = [];
    try {
      for (const file of Array.from(files)) {
        const image = await uploadImage(file);
        added.push({ url: image.url, width: image.width, height: image.height, alt: {} });
      }
    } catch (err) {
      setFailure({ text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') });
    } finally {
      setUploading(false);
      if (added.length) {
        setDraft((now) => ({ ...now, images: [...now.images, ...added] }));
        setDirty(true);
      }
    }
  }
  function onDragEnd(event: DragEndEvent) {
    const from = draft.images.findIndex((i) => i.url === event.active.id);
    const to = draft.images.findIndex((i) => i.url === event.over?.id);
    if (from < 0 || to < 0 || from === to) return;
    const images = arrayMove(draft.images, from, to);
    // Variants keep showing the same picture wherever it moved.
    const moved = (index: number | null) => (index === null ? null : images.indexOf(draft.images[index]));
    change({ images, variants: draft.variants.map((v) => ({ ...v, imageIndex: moved(v.imageIndex) })) });
  }

  const heading = draft.id === undefined ? t('productEditor.new') : draft.title.en || draft.slug;
  const textRow = (key: 'title' | 'seoTitle' | 'seoDescription', label: string, multiline = false) => (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      {PRODUCT_LANGS.map((l) => {
        const fieldId = `${key}-${l}`;
        const value = draft[key][l] ?? '';
        return (
          <label key={l} className="block text-sm" htmlFor={fieldId}>
            <span className="flex items-center gap-2 text-slate-600">
              {label} · {LANG_NAMES[l]}
              {key === 'title' && !value.trim() && <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('productEditor.missing')}</span>}
            </span>
            {multiline ? (
              <textarea
                id={fieldId}
                data-field={`${key}.${l}`}
                aria-invalid={invalid(`${key}.${l}`)}
                className={input}
                rows={2}
                value={value}
                onChange={(e) => setText(key, l, e.target.value)}
              />
            ) : (
              <input
                id={fieldId}
                data-field={`${key}.${l}`}
                aria-invalid={invalid(`${key}.${l}`)}
                className={input}
                value={value}
                onChange={(e) => setText(key, l, e.target.value)}
              />
            )}
          </label>
        );
      })}
    </div>
  );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/products" className="text-sm text-blue-700 underline">
          {t('productEditor.back')}
        </Link>
        <h1 className="text-2xl font-semibold">{heading}</h1>
        {missingLangs(draft.title).length > 0 && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            {t('productEditor.missingLangs', {
              langs: missingLangs(draft.title)
                .map((l) => LANG_NAMES[l])
                .join(', '),
            })}
          </span>
        )}
        <div className="ml-auto flex items-center gap-2">
          <label className="text-sm">
            <span className="sr-only">{t('productEditor.status')}</span>
            <select className={input} value={draft.status} onChange={(e) => change({ status: e.target.value as Draft['status'] })} aria-label={t('productEditor.status')}>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`products.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.id !== undefined && (
            <a className={button} href={`/product/${encodeURIComponent(draft.slug)}?preview=true`} target="_blank" rel="noreferrer">
              {t('productEditor.preview')}
            </a>
          )}
          <button type="submit" className={primary} disabled={!canWrite || save.isPending}>
            {save.isPending ? t('productEditor.saving') : t('productEditor.save')}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {saved && <p className="text-green-700">{saved}</p>}
        {dirty && !saved && !save.isPending && (
          <p className="text-slate-500">{draft.status === 'draft' && draft.id !== undefined ? t('productEditor.autosaves') : t('productEditor.unsaved')}</p>
        )}
      </div>
      {failure && (
        <div role="alert" className="flex items-center gap-3 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <span>{failure.text}</span>
          {failure.conflict && (
            <button type="button" className={button} onClick={() => void reload()}>
              {t('productEditor.reload')}
            </button>
          )}
        </div>
      )}
      {theirs && !failure && (
        <p role="status" className="rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('productEditor.changedElsewhere', { who: theirs.updatedBy ?? '—' })}
        </p>
      )}

      <Section title={t('productEditor.texts')}>
        {textRow('title', t('productEditor.title'))}
        <div className="grid gap-3 md:grid-cols-2">
          {PRODUCT_LANGS.map((l) => (
            <div key={l} className="text-sm">
              <span className="block text-slate-600" id={`description-${l}-label`}>
                {t('productEditor.description')} · {LANG_NAMES[l]}
              </span>
              <RichText
                id={`description-${l}`}
                label={`${t('productEditor.description')} · ${LANG_NAMES[l]}`}
                value={draft.description[l] ?? ''}
                onChange={(html) => setText('description', l, html)}
              />
            </div>
          ))}
        </div>
      </Section>

      <Section title={t('productEditor.images')}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={draft.images.map((i) => i.url)} strategy={horizontalListSortingStrategy}>
            <ul className="flex flex-wrap gap-3" aria-label={t('productEditor.images')}>
              {draft.images.map((image, index) => (
                <SortableImage
                  key={image.url}
                  image={image}
                  index={index}
                  onAlt={(l, value) => change({ images: draft.images.map((im, i) => (i === index ? { ...im, alt: { ...im.alt, [l]: value } } : im)) })}
                  onRemove={() =>
                    change({
                      images: draft.images.filter((_, i) => i !== index),
                      variants: draft.variants.map((v) => ({
                        ...v,
                        imageIndex: v.imageIndex === index ? null : v.imageIndex !== null && v.imageIndex > index ? v.imageIndex - 1 : v.imageIndex,
                      })),
                    })
                  }
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
        <div
          className="rounded border-2 border-dashed border-slate-300 p-4 text-center text-sm text-slate-600"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (e.dataTransfer.files.length) void addImages(e.dataTransfer.files);
          }}
        >
          <label className="cursor-pointer underline">
            {uploading ? t('productEditor.uploading') : t('productEditor.addImages')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              className="sr-only"
              onChange={(e) => e.target.files && void addImages(e.target.files)}
            />
          </label>
          <span className="block text-xs text-slate-500">{t('productEditor.dropHint')}</span>
        </div>
      </Section>

      <Section title={t('productEditor.options')}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('productEditor.colors')}</legend>
          {draft.colors.map((color, index) => (
            <div key={index} className="flex flex-wrap items-end gap-2">
              <label className="text-sm">
                {t('productEditor.value')}
                <input
                  className={input}
                  value={color.value}
                  onChange={(e) => change({ colors: draft.colors.map((c, i) => (i === index ? { ...c, value: e.target.value } : c)) })}
                />
              </label>
              {PRODUCT_LANGS.map((l) => (
                <label key={l} className="text-sm">
                  {LANG_NAMES[l]}
                  <input
                    className={input}
                    value={color.name[l] ?? ''}
                    onChange={(e) => change({ colors: draft.colors.map((c, i) => (i === index ? { ...c, name: { ...c.name, [l]: e.target.value } } : c)) })}
                  />
                </label>
              ))}
              <label className="text-sm">
                {t('productEditor.hex')}
                <input
                  type="color"
                  className="block h-9 w-12"
                  value={color.hex || '#000000'}
                  onChange={(e) => change({ colors: draft.colors.map((c, i) => (i === index ? { ...c, hex: e.target.value } : c)) })}
                />
              </label>
              <button type="button" className={button} onClick={() => change({ colors: draft.colors.filter((_, i) => i !== index) })}>
                {t('productEditor.remove')}
              </button>
            </div>
          ))}
          <button type="button" className={button} onClick={() => change({ colors: [...draft.colors, { value: '', name: {}, hex: '' }] })}>
            {t('productEditor.addColor')}
          </button>
        </fieldset>
        <label className="block text-sm">
          {t('productEditor.sizes')}
          <input
            className={input}
            value={sizeText}
            placeholder="S, M, L"
            onChange={(e) => {
              setSizeText(e.target.value);
              change({
                sizes: [
                  ...new Set(
                    e.target.value
                      .split(',')
                      .map((s) => s.trim())
                      .filter(Boolean),
                  ),
                ],
              });
            }}
          />
        </label>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('productEditor.styles')}</legend>
          {draft.styles.map((style, index) => (
            <div key={index} className="flex flex-wrap items-end gap-2">
              <label className="text-sm">
                {t('productEditor.value')}
                <input
                  className={input}
                  value={style.value}
                  onChange={(e) => change({ styles: draft.styles.map((s, i) => (i === index ? { ...s, value: e.target.value } : s)) })}
                />
              </label>
              {PRODUCT_LANGS.map((l) => (
                <label key={l} className="text-sm">
                  {LANG_NAMES[l]}
                  <input
                    className={input}
                    value={style.name[l] ?? ''}
                    onChange={(e) => change({ styles: draft.styles.map((s, i) => (i === index ? { ...s, name: { ...s.name, [l]: e.target.value } } : s)) })}
                  />
                </label>
              ))}
              <button type="button" className={button} onClick={() => change({ styles: draft.styles.filter((_, i) => i !== index) })}>
                {t('productEditor.remove')}
              </button>
            </div>
          ))}
          <button type="button" className={button} onClick={() => change({ styles: [...draft.styles, { value: '', name: {} }] })}>
            {t('productEditor.addStyle')}
          </button>
        </fieldset>
        <button type="button" className={button} onClick={() => change({ variants: generateVariants(draft) })}>
          {t('productEditor.generate')}
        </button>
      </Section>

      <Section title={t('productEditor.variants')}>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th className="px-2 py-1 font-medium">{t('productEditor.variant')}</th>
                <th className="px-2 py-1 font-medium">SKU</th>
                <th className="px-2 py-1 font-medium">{t('productEditor.price', { currency })}</th>
                <th className="px-2 py-1 font-medium">{t('productEditor.compareAt', { currency })}</th>
                <th className="px-2 py-1 font-medium">{t('productEditor.stock')}</th>
                <th className="px-2 py-1 font-medium">{t('productEditor.weight')}</th>
                <th className="px-2 py-1 font-medium">{t('productEditor.image')}</th>
                <th className="px-2 py-1 font-medium">
                  <span className="sr-only">{t('productEditor.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.variants.map((v, index) => {
                const name = [v.color, v.size, v.style].filter(Boolean).join(' / ') || t('productEditor.single');
                const cell = (field: 'sku' | 'price' | 'compareAtPrice' | 'stock' | 'weight', type: 'text' | 'number' = 'number', step?: string) => (
                  <input
                    className={input}
                    type={type}
                    step={step}
                    min={type === 'number' ? 0 : undefined}
                    aria-label={`${name} · ${field === 'sku' ? 'SKU' : t(`productEditor.${field === 'compareAtPrice' ? 'compareAt' : field}`, { currency })}`}
                    data-field={`variants.${index}.${field}`}
                    aria-invalid={invalid(`variants.${index}.${field}`)}
                    value={v[field]}
                    onChange={(e) => setVariant(index, { [field]: e.target.value })}
                  />
                );
                return (
                  <tr key={v.id ?? `new-${index}`} className="border-t border-slate-100">
                    <td className="px-2 py-1">{name}</td>
                    <td className="px-2 py-1">{cell('sku', 'text')}</td>
                    <td className="px-2 py-1">{cell('price', 'number', decimals ? String(10 ** -decimals) : '1')}</td>
                    <td className="px-2 py-1">{cell('compareAtPrice', 'number', decimals ? String(10 ** -decimals) : '1')}</td>
                    <td className="px-2 py-1">{cell('stock', 'number', '1')}</td>
                    <td className="px-2 py-1">{cell('weight', 'number', '1')}</td>
                    <td className="px-2 py-1">
                      <select
                        className={input}
                        aria-label={`${name} · ${t('productEditor.image')}`}
                        value={v.imageIndex ?? ''}
                        onChange={(e) => setVariant(index, { imageIndex: e.target.value === '' ? null : Number(e.target.value) })}
                      >
                        <option value="">—</option>
                        {draft.images.map((_, i) => (
                          <option key={i} value={i}>
                            {i + 1}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-2 py-1">
                      <button
                        type="button"
                        className={button}
                        disabled={draft.variants.length <= 1}
                        onClick={() => change({ variants: draft.variants.filter((_, i) => i !== index) })}
                      >
                        {t('productEditor.remove')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('productEditor.organisation')}>
          <label className="block text-sm">
            {t('productEditor.address')}
            <input className={input} data-field="slug" aria-invalid={invalid('slug')} value={draft.slug} onChange={(e) => change({ slug: e.target.value })} />
          </label>
          <label className="block text-sm">
            {t('products.col.category')}
            <select
              className={input}
              data-field="categoryId"
              value={draft.categoryId ?? ''}
              onChange={(e) => change({ categoryId: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">—</option>
              {refs.data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="text-sm">
            <legend>{t('productEditor.collections')}</legend>
            <div className="flex flex-wrap gap-3">
              {refs.data?.collections.map((c) => (
                <label key={c.id} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={draft.collectionIds.includes(c.id)}
                    onChange={(e) => change({ collectionIds: e.target.checked ? [...draft.collectionIds, c.id] : draft.collectionIds.filter((x) => x !== c.id) })}
                  />
                  {c.name}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="text-sm">
            <legend>{t('productEditor.tags')}</legend>
            <div className="flex flex-wrap gap-3">
              {refs.data?.tags.map((tag) => (
                <label key={tag.id} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={draft.tagIds.includes(tag.id)}
                    onChange={(e) => change({ tagIds: e.target.checked ? [...draft.tagIds, tag.id] : draft.tagIds.filter((x) => x !== tag.id) })}
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          </fieldset>
        </Section>
        <Section title={t('productEditor.display')}>
          {(['showSlideImage', 'showFavorite', 'showCart'] as const).map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft[flag]} onChange={(e) => change({ [flag]: e.target.checked })} />
              {t(`productEditor.${flag}`)}
            </label>
          ))}
          <label className="block text-sm">
            {t('productEditor.rank')}
            <input className={input} type="number" step="1" value={draft.rank} onChange={(e) => change({ rank: Number(e.target.value) || 0 })} />
          </label>
        </Section>
      </div>

      <Section title={t('productEditor.seo')}>
        {textRow('seoTitle', t('productEditor.seoTitle'))}
        {textRow('seoDescription', t('productEditor.seoDescription'), true)}
      </Section>
    </form>
  );
}

function SortableImage({
  image,
  index,
  onAlt,
  onRemove,
}: {
  image: Draft['images'][number];
  index: number;
  onAlt: (lang: Lang, value: string) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: image.url });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, opacity: isDragging ? 0.6 : 1 };
  const alt = image.alt as Texts;
  return (
    <li ref={setNodeRef} style={style} className="w-44 space-y-1 rounded border border-slate-200 bg-white p-2 text-xs">
      <button type="button" className="block w-full cursor-grab" aria-label={t('productEditor.move', { n: index + 1 })} {...attributes} {...listeners}>
        <img src={`${image.url}?w=320`} alt={alt.en ?? ''} width={160} height={160} className="h-40 w-40 rounded object-cover" />
      </button>
      <span className="block text-slate-500">{index === 0 ? t('productEditor.main') : `#${index + 1}`}</span>
      {PRODUCT_LANGS.map((l) => (
        <label key={l} className="block">
          {t('productEditor.alt')} · {LANG_NAMES[l]}
          <input className={input} value={alt[l] ?? ''} onChange={(e) => onAlt(l, e.target.value)} />
        </label>
      ))}
      <button type="button" className={button} onClick={onRemove}>
        {t('productEditor.remove')}
      </button>
    </li>
  );
}
