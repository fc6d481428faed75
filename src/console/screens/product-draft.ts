/**
 * The product editor's working copy and the pure steps on it: the variant matrix generated from
 * the options (existing variants keep their id, SKU, price and stock), prices between the form's
 * decimal text and minor units, and the body the save call takes.
 */
import { PRODUCT_LANGS, type AdminProduct, type ProductSaveBody } from '../../shared/contracts/products-admin.ts';

export type Lang = (typeof PRODUCT_LANGS)[number];
export type Texts = Partial<Record<Lang, string>>;

export interface DraftVariant {
  id?: number;
  sku: string;
  color: string | null;
  size: string | null;
  style: string | null;
  /** Decimal text as typed ("89.00"). */
  price: string;
  compareAtPrice: string;
  stock: string;
  weight: string;
  imageIndex: number | null;
}

export interface Draft {
  id?: number;
  version?: number;
  slug: string;
  title: Texts;
  description: Texts;
  seoTitle: Texts;
  seoDescription: Texts;
  status: AdminProduct['status'];
  categoryId: number | null;
  collectionIds: number[];
  tagIds: number[];
  images: Array<{ url: string; width: number; height: number; alt: Texts }>;
  colors: Array<{ value: string; name: Texts; hex: string }>;
  sizes: string[];
  styles: Array<{ value: string; name: Texts }>;
  variants: DraftVariant[];
  showSlideImage: boolean;
  showFavorite: boolean;
  showCart: boolean;
  rank: number;
}

export const emptyDraft = (): Draft => ({
  slug: '',
  title: {},
  description: {},
  seoTitle: {},
  seoDescription: {},
  status: 'draft',
  categoryId: null,
  collectionIds: [],
  tagIds: [],
  images: [],
  colors: [],
  sizes: [],
  styles: [],
  variants: [{ sku: '', color: null, size: null, style: null, price: '', compareAtPrice: '', stock: '0', weight: '', imageIndex: null }],
  showSlideImage: true,
  showFavorite: true,
  showCart: true,
  rank: 0,
});

export const toDecimal = (minor: number | null, decimals: number) => (minor === null ? '' : (minor / 10 ** decimals).toFixed(decimals));
/** Minor units of a decimal text; NaN when it is not a number (the server then names the field). */
export const toMinor = (text: string, decimals: number) => (text.trim() === '' ? NaN : Math.round(Number(text.replace(',', '.')) * 10 ** decimals));

export function draftOf(product: AdminProduct, decimals: number): Draft {
  const sizes = [...new Set(product.variants.map((v) => v.size).filter((s): s is string => Boolean(s)))];
  return {
    id: product.id,
    version: product.version,
    slug: product.slug,
    title: product.title,
    description: product.description,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    status: product.status,
    categoryId: product.categoryId,
    collectionIds: product.collectionIds,
    tagIds: product.tagIds,
    images: product.images.map((i) => ({ ...i, alt: i.alt ?? {} })),
    colors: product.options.color.map((c) => ({ value: c.value, name: c.name, hex: c.hex ?? '' })),
    sizes,
    styles: product.options.style,
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: v.color,
      size: v.size,
      style: v.style,
      price: toDecimal(v.price, decimals),
      compareAtPrice: toDecimal(v.compareAtPrice, decimals),
      stock: String(v.stock),
      weight: v.weight === null ? '' : String(v.weight),
      imageIndex: v.imageIndex,
    })),
    showSlideImage: product.showSlideImage,
    showFavorite: product.showFavorite,
    showCart: product.showCart,
    rank: product.rank,
  };
}

const skuPart = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Every combination of the options, one variant each: a combination that already had a variant
 * keeps it; new ones take the first variant's price and a SKU built from the address and options.
 */
export function generateVariants(draft: Draft): DraftVariant[] {
  const colors: Array<string | null> = draft.colors.length ? draft.colors.map((c) => c.value) : [null];
  const sizes: Array<string | null> = draft.sizes.length ? draft.sizes : [null];
  const styles: Array<string | null> = draft.styles.length ? draft.styles.map((s) => s.value) : [null];
  const key = (v: { color: string | null; size: string | null; style: string | null }) => `${v.color ?? ''}|${v.size ?? ''}|${v.style ?? ''}`;
  const existing = new Map(draft.variants.map((v) => [key(v), v]));
  const template = draft.variants[0];
  const out: DraftVariant[] = [];
  for (const color of colors)
    for (const size of sizes)
      for (const style of styles) {
        const found = existing.get(key({ color, size, style }));
        if (found) {
          out.push(found);
          continue;
        }
        const sku = [skuPart(draft.slug) || 'SKU', color, size, style]
          .filter(Boolean)
          .map((p) => skuPart(p!))
          .join('-');
        out.push({
          sku,
          color,
          size,
          style,
          price: template?.price ?? '',
          compareAtPrice: template?.compareAtPrice ?? '',
          stock: '0',
          weight: template?.weight ?? '',
          imageIndex: null,
        });
      }
  return out;
}

const cleanTexts = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v && v.trim())) as Texts;

export function saveBodyOf(draft: Draft, decimals: number): ProductSaveBody {
  return {
    ...(draft.id !== undefined ? { id: draft.id, version: draft.version } : {}),
    slug: draft.slug.trim(),
    title: cleanTexts(draft.title),
    description: cleanTexts(draft.description),
    seoTitle: cleanTexts(draft.seoTitle),
    seoDescription: cleanTexts(draft.seoDescription),
    status: draft.status,
    categoryId: draft.categoryId,
    collectionIds: draft.collectionIds,
    tagIds: draft.tagIds,
    images: draft.images.map((i) => ({ url: i.url, width: i.width, height: i.height, alt: cleanTexts(i.alt) })),
    options: {
      color: draft.colors.map((c) => ({ value: c.value.trim(), name: cleanTexts(c.name), ...(c.hex ? { hex: c.hex } : {}) })),
      style: draft.styles.map((s) => ({ value: s.value.trim(), name: cleanTexts(s.name) })),
    },
    variants: draft.variants.map((v) => ({
      ...(v.id !== undefined ? { id: v.id } : {}),
      sku: v.sku.trim(),
      color: v.color,
      size: v.size,
      style: v.style,
      price: toMinor(v.price, decimals),
      compareAtPrice: v.compareAtPrice.trim() ? toMinor(v.compareAtPrice, decimals) : null,
      stock: Number(v.stock),
      weight: v.weight.trim() ? Number(v.weight) : null,
      imageIndex: v.imageIndex,
    })),
    showSlideImage: draft.showSlideImage,
    showFavorite: draft.showFavorite,
    showCart: draft.showCart,
    rank: draft.rank,
  };
}

/** An address from the English title: "Merino Sweater" → "merino-sweater". */
export const slugFrom = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** Languages whose title is empty: the "missing translation" markers. */
export const missingLangs = (texts: Texts) => PRODUCT_LANGS.filter((l) => !texts[l]?.trim());
