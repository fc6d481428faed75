/** Small factories for tests: each creates just the rows a test needs. */
import { sql } from 'drizzle-orm';
import { buildSearchText } from '../catalog/search-text.ts';
import type { Db } from '../platform/db/client.ts';
import { categories, collectionProducts, collections, products, productTags, productVariants, tags, type ProductOptions } from '../catalog/catalog.schema.ts';
import { articles, pages, type Section } from '../content/content.schema.ts';
import type { Localized } from '../platform/db/columns.ts';
import { settings } from '../site/site.schema.ts';
import { coupons, promotions } from '../marketing/marketing.schema.ts';
import { shippingMethods, shippingZones } from '../shipping/shipping.schema.ts';

let seq = 0;
const next = () => ++seq;
const l10n = (en: string, zh = `${en}（中文）`): Localized => ({ en, zh, 'zh-HK': `${en}（繁體）`, fil: `${en} (Filipino)` });

export async function createCategory(db: Db, input: { slug?: string; name?: Localized; parentId?: number } = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: input.slug ?? `category-${n}`, name: input.name ?? l10n(`Category ${n}`), parentId: input.parentId ?? null, position: n })
    .returning();
  return row;
}

export interface VariantInput {
  sku?: string;
  color?: string;
  size?: string;
  style?: string;
  price?: number;
  compareAtPrice?: number;
  stock?: number;
  /** Grams. */
  weight?: number;
}

export async function createProduct(
  db: Db,
  input: {
    slug?: string;
    title?: Localized;
    description?: Localized;
    categoryId?: number;
    variants?: VariantInput[];
    soldCount?: number;
    rank?: number;
    createdAt?: Date;
    options?: ProductOptions;
  } = {},
) {
  const n = next();
  const slug = input.slug ?? `product-${n}`;
  const title = input.title ?? l10n(`Product ${n}`);
  const variants = (input.variants ?? [{}]).map((v, i) => ({
    sku: v.sku ?? `${slug.toUpperCase()}-${i + 1}`,
    color: v.color ?? null,
    size: v.size ?? null,
    style: v.style ?? null,
    price: v.price ?? 1000,
    compareAtPrice: v.compareAtPrice ?? null,
    stock: v.stock ?? 10,
    weight: v.weight ?? null,
    position: i,
  }));
  const prices = variants.map((v) => v.price);
  const [product] = await db
    .insert(products)
    .values({
      slug,
      title,
      description: input.description ?? l10n(`Description of ${title.en}`),
      categoryId: input.categoryId ?? null,
      options: input.options ?? {},
      images: [{ url: `/uploads/products/${slug}-1.webp`, width: 800, height: 800 }],
      priceMin: Math.min(...prices),
      priceMax: Math.max(...prices),
      stockTotal: variants.reduce((sum, v) => sum + v.stock, 0),
      soldCount: input.soldCount ?? 0,
      rank: input.rank ?? 0,
      createdAt: input.createdAt ?? new Date(),
      searchDoc: sql`to_tsvector('simple', ${buildSearchText([...Object.values(title), ...variants.map((v) => v.sku)])})`,
    })
    .returning();
  const rows = await db
    .insert(productVariants)
    .values(variants.map((v) => ({ ...v, productId: product.id })))
    .returning();
  return { ...product, variants: rows };
}

export async function createPage(db: Db, input: { kind: string; slug: string; title?: Localized; sections?: Section[]; hideHead?: boolean; hideFoot?: boolean }) {
  const [row] = await db
    .insert(pages)
    .values({
      kind: input.kind,
      slug: input.slug,
      title: input.title ?? l10n(input.slug),
      sections: input.sections ?? [],
      hideHead: input.hideHead,
      hideFoot: input.hideFoot,
    })
    .returning();
  return row;
}

export async function setSiteConfig(db: Db, value: Record<string, unknown>) {
  await db.insert(settings).values({ key: 'site', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

export async function createArticle(db: Db, input: { slug: string; title?: Localized; body?: Localized; author?: string; publishedAt?: Date; tags?: string[] }) {
  const [row] = await db
    .insert(articles)
    .values({
      slug: input.slug,
      title: input.title ?? l10n(`Article ${input.slug}`),
      excerpt: l10n(`About ${input.slug}`),
      body: input.body ?? l10n(`<p>Body of ${input.slug}</p>`),
      author: input.author ?? 'Ana Writer',
      publishedAt: input.publishedAt ?? new Date(),
      tags: input.tags ?? [],
    })
    .returning();
  return row;
}

export async function createCollection(db: Db, input: { slug: string; productIds: number[]; title?: Localized }) {
  const [row] = await db
    .insert(collections)
    .values({ slug: input.slug, title: input.title ?? l10n(`Collection ${input.slug}`) })
    .returning();
  if (input.productIds.length) await db.insert(collectionProducts).values(input.productIds.map((productId, position) => ({ collectionId: row.id, productId, position })));
  return row;
}

export async function createTag(db: Db, input: { slug: string; productIds: number[]; name?: Localized }) {
  const [row] = await db
    .insert(tags)
    .values({ slug: input.slug, name: input.name ?? l10n(`Tag ${input.slug}`) })
    .returning();
  if (input.productIds.length) await db.insert(productTags).values(input.productIds.map((productId) => ({ productId, tagId: row.id })));
  return row;
}

export async function createPromotion(
  db: Db,
  input: Partial<typeof promotions.$inferInsert> & Pick<typeof promotions.$inferInsert, 'kind' | 'threshold' | 'discountType' | 'value'>,
) {
  const n = next();
  const [row] = await db
    .insert(promotions)
    .values({ slug: `promo-${n}`, title: l10n(`Promotion ${n}`), ...input })
    .returning();
  return row;
}

export async function createCoupon(db: Db, input: Partial<typeof coupons.$inferInsert> & Pick<typeof coupons.$inferInsert, 'code' | 'discountType' | 'value'>) {
  const [row] = await db
    .insert(coupons)
    .values({ title: l10n(`Coupon ${input.code}`), ...input })
    .returning();
  return row;
}

/** A zone for the given countries (or the rest of the world) with one method. */
export async function createShipping(db: Db, input: { countries?: string[]; kind?: 'flat' | 'free_over' | 'weight'; rate?: number; freeOver?: number; perKg?: number }) {
  const [zone] = await db
    .insert(shippingZones)
    .values({ name: 'Zone', countries: input.countries ?? [] })
    .returning();
  const [method] = await db
    .insert(shippingMethods)
    .values({
      zoneId: zone.id,
      name: l10n('Standard'),
      kind: input.kind ?? 'flat',
      rate: input.rate ?? 500,
      freeOver: input.freeOver ?? null,
      perKg: input.perKg ?? null,
    })
    .returning();
  return method;
}
