/**
 * Writing a checked catalogue file: products in batches, one transaction per batch, each batch
 * a handful of set-based statements (products inserted or updated together, then their variants,
 * tags and collections), so ten thousand products take seconds rather than ten thousand editor
 * saves. Products already in the shop (same handle) are updated: their variants are matched by
 * SKU (kept ones keep their id, which carts and orders point at), the others removed.
 */
import { inArray, sql } from 'drizzle-orm';
import { CATALOG_IMPORT_BATCH, type CatalogImportCounts } from '../../shared/contracts/catalog-import-admin.ts';
import { PRODUCT_LANGS } from '../../shared/contracts/products-admin.ts';
import type { Db, Tx } from '../platform/db/client.ts';
import type { Localized } from '../platform/db/columns.ts';
import { categories, collectionProducts, products, productTags, productVariants, tags, type ProductOptions } from './catalog.schema.ts';
import type { PlannedProduct } from './catalog-import.ts';
import type { SaveProductDeps } from './products.admin.service.ts';

/** Who runs an import: named on the products (updated_by) and in the stock history. */
export type Importer = { id: number; email: string | null } | null;
import { buildSearchText } from './search-text.ts';
import { indexSearchTerms } from './search-terms.ts';

const texts = (value: Localized | undefined) => PRODUCT_LANGS.map((lang) => value?.[lang]).filter((t): t is string => Boolean(t));
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Option values the product's display names lack are added, named by their value. */
function mergeOptions(current: ProductOptions, product: PlannedProduct): ProductOptions {
  const merged: ProductOptions = { ...current };
  for (const key of ['color', 'style'] as const) {
    const known = new Set((current[key] ?? []).map((o) => o.value));
    const added = [...new Set(product.body.variants.map((v) => v[key]).filter((v): v is string => v !== null && !known.has(v)))];
    if (added.length && (current[key]?.length ?? 0) > 0) merged[key] = [...(current[key] ?? []), ...added.map((value) => ({ value, name: { en: value } }))];
  }
  return merged;
}

interface Names {
  categories: Map<number, { name: Localized; parentId: number | null }>;
  tags: Map<number, Localized>;
}

async function loadNames(db: Db): Promise<Names> {
  const [cats, tagRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories),
    db.select({ id: tags.id, name: tags.name }).from(tags),
  ]);
  return { categories: new Map(cats.map((c) => [c.id, c])), tags: new Map(tagRows.map((t) => [t.id, t.name])) };
}

function searchTextOf(product: PlannedProduct, description: Localized, names: Names): string {
  const { body } = product;
  const category = body.categoryId === null ? undefined : names.categories.get(body.categoryId);
  const parent = category?.parentId ? names.categories.get(category.parentId) : undefined;
  return buildSearchText([
    ...texts(body.title),
    ...texts(description).map(stripTags),
    ...texts(category?.name),
    ...texts(parent?.name),
    ...body.tagIds.flatMap((id) => texts(names.tags.get(id))),
    ...body.variants.map((v) => v.sku),
  ]);
}

async function writeBatch(tx: Tx, batch: PlannedProduct[], names: Names, deps: SaveProductDeps, who: Importer): Promise<void> {
  const updatedIds = batch.flatMap((p) => (p.existingId === null ? [] : [p.existingId]));
  const current = updatedIds.length
    ? await tx.select({ id: products.id, options: products.options, images: products.images }).from(products).where(inArray(products.id, updatedIds))
    : [];
  const currentOf = new Map(current.map((c) => [c.id, c]));
  const rows = batch.map((product) => {
    const { body } = product;
    const description = deps.sanitize(body.description);
    const before = product.existingId === null ? undefined : currentOf.get(product.existingId);
    const prices = body.variants.map((v) => v.price);
    return {
      slug: body.slug,
      categoryId: body.categoryId,
      title: body.title,
      description,
      status: body.status,
      published: body.status === 'active',
      // An image already on the product keeps its alternative texts (the file does not carry them).
      images: body.images.map((i) => {
        const alt = before?.images.find((b) => b.url === i.url)?.alt;
        return { url: i.url, width: i.width, height: i.height, ...(alt ? { alt } : {}) };
      }),
      options: before ? mergeOptions(before.options, product) : {},
      priceMin: Math.min(...prices),
      priceMax: Math.max(...prices),
      stockTotal: body.variants.reduce((sum, v) => sum + v.stock, 0),
      searchText: searchTextOf(product, description, names),
      updatedBy: who?.email ?? null,
    };
  });
  const idOf = new Map<string, number>();
  const created = rows.filter((_, i) => batch[i].existingId === null);
  if (created.length) {
    const inserted = await tx
      .insert(products)
      .values(created.map(({ searchText, ...row }) => ({ ...row, searchDoc: sql`to_tsvector('simple', ${searchText})` })))
      .returning({ id: products.id, slug: products.slug });
    for (const p of inserted) idOf.set(p.slug, p.id);
  }
  const updated = rows.flatMap((row, i) => (batch[i].existingId === null ? [] : [{ ...row, id: batch[i].existingId }]));
  if (updated.length) {
    await tx.execute(sql`
      update ${products} p set
        category_id = r.category_id, title = r.title, description = r.description, status = r.status, published = r.published,
        images = r.images, options = r.options, price_min = r.price_min, price_max = r.price_max, stock_total = r.stock_total,
        search_doc = to_tsvector('simple', r.search_text), updated_by = r.updated_by, updated_at = now(), version = p.version + 1
      from jsonb_to_recordset(${JSON.stringify(
        updated.map((u) => ({
          id: u.id,
          category_id: u.categoryId,
          title: u.title,
          description: u.description,
          status: u.status,
          published: u.published,
          images: u.images,
          options: u.options,
          price_min: u.priceMin,
          price_max: u.priceMax,
          stock_total: u.stockTotal,
          search_text: u.searchText,
          updated_by: u.updatedBy,
        })),
      )}::jsonb) as r(id int, category_id int, title jsonb, description jsonb, status text, published boolean, images jsonb, options jsonb,
        price_min int, price_max int, stock_total int, search_text text, updated_by text)
      where p.id = r.id`);
    for (const u of updated) idOf.set(u.slug, u.id);
  }
  const ids = batch.map((p) => idOf.get(p.body.slug)!);

  // Variants: those of updated products matched by SKU, the rest removed; new ones inserted.
  const existing = updatedIds.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.productId, updatedIds))
    : [];
  const bySku = new Map(existing.map((v) => [`${v.productId}:${v.sku}`, v]));
  const kept = new Set<number>();
  const changes: Array<Record<string, unknown>> = [];
  const additions: Array<typeof productVariants.$inferInsert> = [];
  const restocked: Array<{ variantId: number; productId: number }> = [];
  // The stock the file sets, for the stock history (reason "import"): kept variants by the change, new ones from 0.
  const stockChanges: Array<{ variantId: number; delta: number; stockAfter: number }> = [];
  batch.forEach((product, i) => {
    const productId = ids[i];
    product.body.variants.forEach((v, position) => {
      const fields = {
        sku: v.sku,
        color: v.color,
        size: v.size,
        style: v.style,
        price: v.price,
        compareAtPrice: v.compareAtPrice,
        stock: v.stock,
        weight: v.weight,
        imageIndex: v.imageIndex,
        position,
      };
      const match = bySku.get(`${productId}:${v.sku}`);
      if (!match) return additions.push({ ...fields, productId });
      kept.add(match.id);
      if (match.stock === 0 && v.stock > 0) restocked.push({ variantId: match.id, productId });
      if (match.stock !== v.stock) stockChanges.push({ variantId: match.id, delta: v.stock - match.stock, stockAfter: v.stock });
      changes.push({
        id: match.id,
        color: v.color,
        size: v.size,
        style: v.style,
        price: v.price,
        compare_at_price: v.compareAtPrice,
        stock: v.stock,
        weight: v.weight,
        image_index: v.imageIndex,
        position,
      });
    });
  });
  const removed = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  if (changes.length)
    await tx.execute(sql`
      update ${productVariants} v set color = r.color, size = r.size, style = r.style, price = r.price, compare_at_price = r.compare_at_price,
        stock = r.stock, weight = r.weight, image_index = r.image_index, position = r.position
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as r(id int, color text, size text, style text, price int, compare_at_price int,
        stock int, weight int, image_index int, position int)
      where v.id = r.id`);
  if (additions.length) {
    const inserted = await tx.insert(productVariants).values(additions).returning({ id: productVariants.id, stock: productVariants.stock });
    for (const v of inserted) if (v.stock !== 0) stockChanges.push({ variantId: v.id, delta: v.stock, stockAfter: v.stock });
  }
  if (stockChanges.length) await deps.stockEdited(tx, stockChanges, who, 'import');

  if (updatedIds.length) {
    await tx.delete(productTags).where(inArray(productTags.productId, updatedIds));
    await tx.delete(collectionProducts).where(inArray(collectionProducts.productId, updatedIds));
  }
  const tagRows = batch.flatMap((p, i) => [...new Set(p.body.tagIds)].map((tagId) => ({ productId: ids[i], tagId })));
  if (tagRows.length) await tx.insert(productTags).values(tagRows);
  const collectionRows = batch.flatMap((p, i) => [...new Set(p.body.collectionIds)].map((collectionId) => ({ productId: ids[i], collectionId })));
  if (collectionRows.length) await tx.insert(collectionProducts).values(collectionRows);
  await indexSearchTerms(
    tx as unknown as Db,
    batch.flatMap((p) => [...texts(p.body.title), ...p.body.tagIds.flatMap((id) => texts(names.tags.get(id)))]),
  );
  if (restocked.length) await deps.restocked(tx, restocked);
}

/**
 * Writes the products batch by batch, telling `progress` after each one; a failed batch stops
 * the import (the batches before it stay written) and is thrown.
 */
export async function writeImport(
  db: Db,
  planned: PlannedProduct[],
  deps: SaveProductDeps,
  who: Importer,
  progress: (done: number) => void,
): Promise<CatalogImportCounts> {
  const names = await loadNames(db);
  for (let start = 0; start < planned.length; start += CATALOG_IMPORT_BATCH) {
    const batch = planned.slice(start, start + CATALOG_IMPORT_BATCH);
    await db.transaction((tx) => writeBatch(tx, batch, names, deps, who));
    progress(start + batch.length);
  }
  return {
    create: planned.filter((p) => p.existingId === null).length,
    update: planned.filter((p) => p.existingId !== null).length,
    variants: planned.reduce((sum, p) => sum + p.body.variants.length, 0),
  };
}
