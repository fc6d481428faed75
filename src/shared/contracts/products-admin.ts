/**
 * The merchant's product calls: the catalogue list with filters and bulk actions, and the editor's
 * read and save. Texts are kept per language (`{en: …, zh: …}`); the storefront shows each
 * shopper their language, falling back to the shop's default.
 */
import { z } from 'zod';
import { MAX_INT4 } from '../constants.ts';
import { defineCall } from './call.ts';
import { id, msg, pagination } from './common.ts';

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STOCK_FILTERS = ['in_stock', 'low', 'out'] as const;
export const ADMIN_PRODUCT_SORTS = ['createdAt', 'title', 'price', 'stock'] as const;
/** The languages a product's texts are written in, side by side in the editor (the catalogue's four). */
export const PRODUCT_LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
export const MAX_VARIANTS = 100;
export const MAX_PRODUCT_IMAGES = 20;

const optionalText = (max: number) => z.string().trim().max(max, msg('validation.tooLong'));
/** A text in each language; empty ones are left out (the storefront falls back to the default language). */
const localized = (max: number) =>
  z
    .partialRecord(z.enum(PRODUCT_LANGS), optionalText(max))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Partial<Record<(typeof PRODUCT_LANGS)[number], string>>);
/** The default language's text is required. */
const titled = (max: number) => localized(max).refine((texts) => Boolean(texts.en), { message: 'products.titleRequired', path: ['en'] });
const money = z.number(msg('validation.required')).int().min(0).max(MAX_INT4);
const optionValue = z
  .string()
  .trim()
  .min(1, msg('validation.required'))
  .max(40, msg('validation.tooLong'))
  .regex(/^[^,;|]+$/, msg('products.optionValueInvalid'));
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ProductImageInput = z.strictObject({
  url: z.string().regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/, msg('products.imageInvalid')),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  alt: localized(200).optional(),
});

export const VariantInput = z.strictObject({
  /** An existing variant keeps its id (its orders and carts point at it); new ones have none. */
  id: id().optional(),
  sku: z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(64, msg('validation.tooLong'))
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, msg('products.skuInvalid')),
  color: optionValue.nullable().default(null),
  size: optionValue.nullable().default(null),
  style: optionValue.nullable().default(null),
  price: money,
  compareAtPrice: money.nullable().default(null),
  stock: z.number().int().min(0).max(1_000_000),
  /** Grams; shipping by weight uses it. */
  weight: z.number().int().min(0).max(1_000_000).nullable().default(null),
  /** Which of the product's images shows this variant. */
  imageIndex: z.number().int().min(0).max(MAX_PRODUCT_IMAGES).nullable().default(null),
});
export type VariantInput = z.infer<typeof VariantInput>;

export const ProductSaveBody = z
  .strictObject({
    /** Absent for a new product. */
    id: id().optional(),
    /** The version the editor loaded; a save over a newer one is refused (someone else saved in between). */
    version: z.number().int().min(0).max(MAX_INT4).optional(),
    slug: z
      .string(msg('validation.required'))
      .trim()
      .min(1, msg('validation.required'))
      .max(120, msg('validation.tooLong'))
      .regex(SLUG_PATTERN, msg('products.slugInvalid')),
    title: titled(200),
    /** Rich text; sanitised on the server like every stored text shown as HTML. */
    description: localized(50_000).default({}),
    seoTitle: localized(120).default({}),
    seoDescription: localized(320).default({}),
    status: z.enum(PRODUCT_STATUSES).default('draft'),
    categoryId: id().nullable().default(null),
    collectionIds: z.array(id()).max(50).default([]),
    tagIds: z.array(id()).max(50).default([]),
    images: z.array(ProductImageInput).max(MAX_PRODUCT_IMAGES).default([]),
    options: z
      .strictObject({
        color: z
          .array(
            z.strictObject({
              value: optionValue,
              name: localized(40),
              hex: z
                .string()
                .regex(/^#[0-9a-fA-F]{6}$/, msg('products.hexInvalid'))
                .optional(),
            }),
          )
          .max(30)
          .default([]),
        style: z
          .array(z.strictObject({ value: optionValue, name: localized(40) }))
          .max(30)
          .default([]),
      })
      .default({ color: [], style: [] }),
    variants: z.array(VariantInput).min(1, msg('products.variantRequired')).max(MAX_VARIANTS),
    showSlideImage: z.boolean().default(true),
    showFavorite: z.boolean().default(true),
    showCart: z.boolean().default(true),
    rank: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .superRefine((body, ctx) => {
    const seen = new Map<string, number>();
    body.variants.forEach((v, i) => {
      const key = v.sku.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'products.skuDuplicate', path: ['variants', i, 'sku'] });
      seen.set(key, i);
      const combo = `${v.color ?? ''}|${v.size ?? ''}|${v.style ?? ''}`;
      const twin = body.variants.findIndex((w, j) => j < i && `${w.color ?? ''}|${w.size ?? ''}|${w.style ?? ''}` === combo);
      if (twin >= 0) ctx.addIssue({ code: 'custom', message: 'products.variantDuplicate', path: ['variants', i, 'color'] });
      if (v.imageIndex !== null && v.imageIndex >= body.images.length)
        ctx.addIssue({ code: 'custom', message: 'products.imageIndexInvalid', path: ['variants', i, 'imageIndex'] });
      if (v.compareAtPrice !== null && v.compareAtPrice <= v.price)
        ctx.addIssue({ code: 'custom', message: 'products.compareAtTooLow', path: ['variants', i, 'compareAtPrice'] });
    });
    const colours = new Set(body.options.color.map((c) => c.value));
    body.variants.forEach((v, i) => {
      if (v.color !== null && colours.size > 0 && !colours.has(v.color))
        ctx.addIssue({ code: 'custom', message: 'products.colorUnknown', path: ['variants', i, 'color'] });
    });
  });
export type ProductSaveBody = z.input<typeof ProductSaveBody>;
export type ProductSave = z.output<typeof ProductSaveBody>;

const Texts = z.record(z.string(), z.string());
export const AdminProduct = z.object({
  id: z.number().int(),
  version: z.number().int(),
  slug: z.string(),
  title: Texts,
  description: Texts,
  seoTitle: Texts,
  seoDescription: Texts,
  status: z.enum(PRODUCT_STATUSES),
  categoryId: z.number().int().nullable(),
  collectionIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  images: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: Texts.optional() })),
  options: z.object({
    color: z.array(z.object({ value: z.string(), name: Texts, hex: z.string().optional() })),
    style: z.array(z.object({ value: z.string(), name: Texts })),
  }),
  variants: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      style: z.string().nullable(),
      price: z.number().int(),
      compareAtPrice: z.number().int().nullable(),
      stock: z.number().int(),
      weight: z.number().int().nullable(),
      imageIndex: z.number().int().nullable(),
    }),
  ),
  showSlideImage: z.boolean(),
  showFavorite: z.boolean(),
  showCart: z.boolean(),
  rank: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductListBody = z.strictObject({
  ...pagination,
  q: z.string().trim().max(100, msg('validation.tooLong')).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  categoryId: id().optional(),
  collectionId: id().optional(),
  tagId: id().optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminProductListBody = z.input<typeof AdminProductListBody>;

export const AdminProductRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  category: z.string().nullable(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  stockTotal: z.number().int(),
  variantCount: z.number().int(),
  /** Languages among the shop's four that the title lacks. */
  missingLangs: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;
export const AdminProductList = z.object({ list: z.array(AdminProductRow), total: z.number().int() });

export const BULK_ACTIONS = ['publish', 'unpublish', 'archive', 'price', 'tag'] as const;
export const ProductBulkBody = z
  .strictObject({
    ids: z.array(id()).min(1, msg('products.selectSome')).max(500),
    action: z.enum(BULK_ACTIONS),
    /** For `price`: −90 to +500 percent, applied to every variant's price (and compare-at price). */
    percent: z.number().min(-90).max(500).optional(),
    /** For `tag`. */
    tagId: id().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'price' && (body.percent === undefined || body.percent === 0))
      ctx.addIssue({ code: 'custom', message: 'products.percentRequired', path: ['percent'] });
    if (body.action === 'tag' && body.tagId === undefined) ctx.addIssue({ code: 'custom', message: 'products.tagRequired', path: ['tagId'] });
  });
export type ProductBulkBody = z.infer<typeof ProductBulkBody>;

/** What the editor's pickers choose from. */
export const CatalogRefs = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() })),
  collections: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const admin = { base: '/api/admin', tags: ['admin', 'catalog'] } as const;
export const adminProductList = defineCall({ path: '/product/list', body: AdminProductListBody, answer: AdminProductList, ...admin });
export const adminProductGet = defineCall({ path: '/product/get', body: z.strictObject({ id: id() }), answer: AdminProduct, ...admin });
/** Creates or updates a product with its variants; refused with code 40/409 when someone else saved it since `version`. */
export const adminProductSave = defineCall({ path: '/product/save', body: ProductSaveBody, answer: AdminProduct, ...admin });
export const adminProductBulk = defineCall({ path: '/product/bulk', body: ProductBulkBody, answer: z.object({ changed: z.number().int() }), ...admin });
export const adminCatalogRefs = defineCall({ path: '/catalog/refs', answer: CatalogRefs, ...admin });
