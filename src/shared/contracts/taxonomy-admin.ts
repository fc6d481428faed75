/**
 * The merchant's calls for how the catalogue is arranged: the category tree (edited, reordered and
 * re-parented in one save), collections (hand-picked or by rules) and tags. Texts are kept per
 * language like a product's (`{en: …, zh: …}`), each with its own SEO title and description.
 */
import { z } from 'zod';
import { MAX_INT4 } from '../constants.ts';
import { defineCall } from './call.ts';
import { id, msg } from './common.ts';
import { PRODUCT_LANGS, SLUG_PATTERN } from './products-admin.ts';

export const COLLECTION_KINDS = ['manual', 'rules'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
export const MAX_CATEGORIES = 500;
export const MAX_COLLECTION_PRODUCTS = 500;
export const MAX_COLLECTION_RULES = 10;

const localized = (max: number) =>
  z
    .partialRecord(z.enum(PRODUCT_LANGS), z.string().trim().max(max, msg('validation.tooLong')))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Partial<Record<(typeof PRODUCT_LANGS)[number], string>>);
const named = (max: number) => localized(max).refine((texts) => Boolean(texts.en), { message: 'taxonomy.nameRequired', path: ['en'] });
const slug = z
  .string(msg('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(120, msg('validation.tooLong'))
  .regex(SLUG_PATTERN, msg('products.slugInvalid'));
const image = z
  .string()
  .regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/, msg('products.imageInvalid'))
  .nullable()
  .default(null);
const seo = { seoTitle: localized(120).default({}), seoDescription: localized(320).default({}) };
const money = z.number(msg('validation.required')).int().min(0).max(MAX_INT4);

const Texts = z.record(z.string(), z.string());
const seoAnswer = { seoTitle: Texts, seoDescription: Texts };

/* Categories */

export const CategorySaveBody = z.strictObject({
  id: id().optional(),
  slug,
  name: named(120),
  description: localized(5_000).default({}),
  image,
  /** Only for a new category (where it goes); an existing one moves by the tree's save. */
  parentId: id().nullable().default(null),
  ...seo,
});
export type CategorySaveBody = z.input<typeof CategorySaveBody>;
export type CategorySave = z.output<typeof CategorySaveBody>;

export const AdminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  name: Texts,
  description: Texts,
  image: z.string().nullable(),
  ...seoAnswer,
  /** Products filed directly under it (not its subcategories'). */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** Every category, parents before children, siblings in their order. */
export const CategoryTree = z.object({ list: z.array(AdminCategory) });

/** The whole tree after a drag: each category's parent and place among its siblings. */
export const CategoryArrangeBody = z.strictObject({
  items: z
    .array(z.strictObject({ id: id(), parentId: id().nullable(), position: z.number().int().min(0).max(MAX_CATEGORIES) }))
    .min(1)
    .max(MAX_CATEGORIES),
});
export type CategoryArrangeBody = z.infer<typeof CategoryArrangeBody>;

/* Collections */

export const CollectionRule = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('tag'), tagId: id() }),
  z.strictObject({ type: z.literal('price'), min: money.nullable().default(null), max: money.nullable().default(null) }),
  /** The category or any of its subcategories. */
  z.strictObject({ type: z.literal('category'), categoryId: id() }),
]);
export type CollectionRule = z.output<typeof CollectionRule>;

export const CollectionSaveBody = z
  .strictObject({
    id: id().optional(),
    slug,
    title: named(200),
    description: localized(5_000).default({}),
    image,
    kind: z.enum(COLLECTION_KINDS).default('manual'),
    /** A manual collection's products, in their order. */
    productIds: z.array(id()).max(MAX_COLLECTION_PRODUCTS).default([]),
    /** A rule-based collection lists the published products every rule matches. */
    rules: z.array(CollectionRule).max(MAX_COLLECTION_RULES).default([]),
    ...seo,
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'rules' && body.rules.length === 0) ctx.addIssue({ code: 'custom', message: 'taxonomy.ruleRequired', path: ['rules'] });
    body.rules.forEach((rule, i) => {
      if (rule.type !== 'price') return;
      if (rule.min === null && rule.max === null) ctx.addIssue({ code: 'custom', message: 'taxonomy.priceRequired', path: ['rules', i, 'min'] });
      if (rule.min !== null && rule.max !== null && rule.min > rule.max) ctx.addIssue({ code: 'custom', message: 'taxonomy.priceOrder', path: ['rules', i, 'max'] });
    });
  });
export type CollectionSaveBody = z.input<typeof CollectionSaveBody>;
export type CollectionSave = z.output<typeof CollectionSaveBody>;

export const AdminCollection = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: Texts,
  description: Texts,
  image: z.string().nullable(),
  kind: z.enum(COLLECTION_KINDS),
  productIds: z.array(z.number().int()),
  rules: z.array(CollectionRule),
  ...seoAnswer,
});
export type AdminCollection = z.infer<typeof AdminCollection>;

export const AdminCollectionRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  /** Products it lists now (rules resolved). */
  productCount: z.number().int(),
});
export const CollectionList = z.object({ list: z.array(AdminCollectionRow) });

/* Tags */

export const TagSaveBody = z.strictObject({ id: id().optional(), slug, name: named(80), ...seo });
export type TagSaveBody = z.input<typeof TagSaveBody>;
export type TagSave = z.output<typeof TagSaveBody>;
export const AdminTag = z.object({ id: z.number().int(), slug: z.string(), name: Texts, ...seoAnswer, productCount: z.number().int() });
export type AdminTag = z.infer<typeof AdminTag>;
export const TagList = z.object({ list: z.array(AdminTag) });
/** Moves every product of `from` to `into`, then deletes `from`. */
export const TagMergeBody = z.strictObject({ from: id(), into: id() }).refine((b) => b.from !== b.into, { message: 'taxonomy.mergeSame', path: ['into'] });

const byId = z.strictObject({ id: id() });
const admin = { base: '/api/admin', tags: ['admin', 'catalog'] } as const;
export const adminCategoryTree = defineCall({ path: '/category/tree', answer: CategoryTree, ...admin });
export const adminCategorySave = defineCall({ path: '/category/save', body: CategorySaveBody, answer: AdminCategory, ...admin });
/** Refused while products or subcategories are filed under it. */
export const adminCategoryDelete = defineCall({ path: '/category/delete', body: byId, answer: z.null(), ...admin });
/** Saves the whole tree's order and parents at once; refused when a category would sit under itself. */
export const adminCategoryArrange = defineCall({ path: '/category/arrange', body: CategoryArrangeBody, answer: CategoryTree, ...admin });
export const adminCollectionList = defineCall({ path: '/collection/list', answer: CollectionList, ...admin });
export const adminCollectionGet = defineCall({ path: '/collection/get', body: byId, answer: AdminCollection, ...admin });
export const adminCollectionSave = defineCall({ path: '/collection/save', body: CollectionSaveBody, answer: AdminCollection, ...admin });
export const adminCollectionDelete = defineCall({ path: '/collection/delete', body: byId, answer: z.null(), ...admin });
export const adminTagList = defineCall({ path: '/tag/list', answer: TagList, ...admin });
export const adminTagSave = defineCall({ path: '/tag/save', body: TagSaveBody, answer: AdminTag, ...admin });
export const adminTagDelete = defineCall({ path: '/tag/delete', body: byId, answer: z.null(), ...admin });
export const adminTagMerge = defineCall({ path: '/tag/merge', body: TagMergeBody, answer: AdminTag, ...admin });
