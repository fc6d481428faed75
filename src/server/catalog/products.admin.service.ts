/**
 * The merchant's side of the catalogue: the product list with its filters, the editor's read and
 * save (product, variants, tags and collections in one transaction, the listing figures and the
 * search document recomputed from what was saved), and bulk changes. A save carries the version
 * the editor loaded; if someone saved since, it is refused and names who, so nobody overwrites a
 * colleague's work unseen.
 */
import { PRODUCT_COUNT_LIMIT } from '../../shared/constants.ts';
import { and, asc, count, desc, eq, exists, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  PRODUCT_LANGS,
  type AdminProduct,
  type AdminProductListBody,
  type AdminProductRow,
  type ProductBulkBody,
  type ProductSave,
  type ProductStatus,
} from '../../shared/contracts/products-admin.ts';
import { audit } from '../accounts/audit.ts';
import type { Db, Tx } from '../platform/db/client.ts';
import type { Localized } from '../platform/db/columns.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { categories, collectionProducts, collections, productTags, products, productVariants, tags } from './catalog.schema.ts';
import { localize } from './localize.ts';
import { buildSearchText } from './search-text.ts';
import { indexSearchTerms } from './search-terms.ts';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const statusOf = (value: string): ProductStatus => (value === 'draft' || value === 'archived' ? value : 'active');

export async function adminProductList(
  db: Db,
  body: AdminProductListBody & { page: number; pageSize: number },
  lang: string,
  /** The shop's low-stock line: the "low" filter's products have some stock, this much or less. */
  lowStock: number,
): Promise<{ list: AdminProductRow[]; total: number }> {
  const filters: SQL[] = [];
  if (body.q) {
    const like = likePattern(body.q);
    // Each match as its own trigram-indexed arm, so a search reads the index instead of a million rows.
    filters.push(
      sql`${products.id} in (
        select id from ${products} where slug ilike ${like}
        union select id from ${products} where (title::text) ilike ${like}
        union select product_id from ${productVariants} where sku ilike ${like})`,
    );
  }
  if (body.status) filters.push(eq(products.status, body.status));
  if (body.categoryId) filters.push(eq(products.categoryId, body.categoryId));
  if (body.tagId)
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productTags)
          .where(and(eq(productTags.productId, products.id), eq(productTags.tagId, body.tagId))),
      ),
    );
  if (body.collectionId)
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(collectionProducts)
          .where(and(eq(collectionProducts.productId, products.id), eq(collectionProducts.collectionId, body.collectionId))),
      ),
    );
  if (body.stock === 'out') filters.push(eq(products.stockTotal, 0));
  if (body.stock === 'low') filters.push(and(gt(products.stockTotal, 0), lte(products.stockTotal, lowStock))!);
  if (body.stock === 'in_stock') filters.push(gt(products.stockTotal, 0));
  const where = filters.length ? and(...filters) : undefined;
  const direction = body.dir === 'asc' ? asc : desc;
  const order = {
    createdAt: [direction(products.createdAt), direction(products.id)],
    title: [direction(sql`${products.title}->>'en'`), direction(products.id)],
    price: [direction(products.priceMin), direction(products.id)],
    stock: [direction(products.stockTotal), direction(products.id)],
  }[body.sort ?? 'createdAt'];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        title: products.title,
        images: products.images,
        status: products.status,
        categoryName: categories.name,
        priceMin: products.priceMin,
        priceMax: products.priceMax,
        stockTotal: products.stockTotal,
        variantCount: sql<number>`(select count(*)::int from ${productVariants} v where v.product_id = ${products.id})`,
        createdAt: products.createdAt,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    // Counted no further than PRODUCT_COUNT_LIMIT + 1: the pager needs no exact count of a million products.
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(where)
        .limit(PRODUCT_COUNT_LIMIT + 1)
        .as('capped'),
    ),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: localize(r.title, lang),
      image: r.images[0]?.url ?? null,
      status: statusOf(r.status),
      category: r.categoryName ? localize(r.categoryName, lang) : null,
      priceMin: r.priceMin,
      priceMax: r.priceMax,
      stockTotal: r.stockTotal,
      variantCount: r.variantCount,
      missingLangs: PRODUCT_LANGS.filter((l) => !r.title[l]),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

/** The product as the editor edits it; four queries whatever its size. */
export async function adminProductGet(db: Db | Tx, id: number): Promise<AdminProduct | null> {
  const [[row], variants, tagRows, collectionRows] = await Promise.all([
    db.select().from(products).where(eq(products.id, id)),
    db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.position), asc(productVariants.id)),
    db.select({ tagId: productTags.tagId }).from(productTags).where(eq(productTags.productId, id)),
    db.select({ collectionId: collectionProducts.collectionId }).from(collectionProducts).where(eq(collectionProducts.productId, id)),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    title: row.title,
    description: row.description,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    status: statusOf(row.status),
    categoryId: row.categoryId,
    collectionIds: collectionRows.map((c) => c.collectionId).sort((a, b) => a - b),
    tagIds: tagRows.map((t) => t.tagId).sort((a, b) => a - b),
    images: row.images.map((i) => ({ url: i.url, width: i.width, height: i.height, ...(i.alt ? { alt: i.alt } : {}) })),
    options: {
      color: (row.options.color ?? []).map((c) => ({ value: c.value, name: c.name, ...(c.hex ? { hex: c.hex } : {}) })),
      style: (row.options.style ?? []).map((s) => ({ value: s.value, name: s.name })),
    },
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: v.color,
      size: v.size,
      style: v.style,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      stock: v.stock,
      weight: v.weight,
      imageIndex: v.imageIndex,
    })),
    showSlideImage: row.showSlideImage,
    showFavorite: row.showFavorite,
    showCart: row.showCart,
    rank: row.rank,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

const texts = (value: Localized | undefined) => PRODUCT_LANGS.map((lang) => value?.[lang]).filter((t): t is string => Boolean(t));
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

export interface SaveProductDeps {
  /** Makes rich text safe to show (the content module's sanitiser). */
  sanitize: (html: Localized) => Localized;
  /** Variants this save took from 0 to more in stock, told in the save's transaction (inventory's restock job). */
  restocked: (tx: Tx, variants: Array<{ variantId: number; productId: number }>) => Promise<void>;
  /** The save's stock changes, for the stock history (inventory's, reason "editor", or "import" for a catalogue file). */
  stockEdited: (
    tx: Tx,
    changes: Array<{ variantId: number; delta: number; stockAfter: number }>,
    staff: { id: number; email: string | null } | null,
    reason?: 'editor' | 'import',
  ) => Promise<void>;
}

/** Saves the editor's product (new when there is no id) and answers it as saved. */
export async function saveProduct(db: Db, request: FastifyRequest, body: ProductSave, deps: SaveProductDeps): Promise<AdminProduct> {
  const who = request.staff?.user;
  return db.transaction(async (tx) => {
    let before: AdminProduct | null = null;
    if (body.id !== undefined) {
      const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, body.id)).for('update');
      invariant(locked, 'NOT_FOUND');
      before = await adminProductGet(tx, body.id);
      invariant(before, 'NOT_FOUND');
      if (body.version !== undefined && before.version !== body.version) {
        throw new DomainError(
          'PRODUCT_CONFLICT',
          { who: before.updatedBy ?? '—' },
          { updatedBy: before.updatedBy, updatedAt: before.updatedAt, version: before.version },
        );
      }
    }
    const productId = body.id;
    const [slugOwner] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, body.slug), productId === undefined ? undefined : ne(products.id, productId)));
    if (slugOwner) throw new DomainError('SLUG_TAKEN', { slug: body.slug }, { field: 'slug' });
    const skus = body.variants.map((v) => v.sku);
    const taken = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(inArray(productVariants.sku, skus), productId === undefined ? undefined : ne(productVariants.productId, productId)));
    if (taken.length) {
      const index = skus.indexOf(taken[0].sku);
      throw new DomainError('SKU_TAKEN', { sku: taken[0].sku }, { field: `variants.${index}.sku` });
    }
    const known = new Set(before?.variants.map((v) => v.id) ?? []);
    const stranger = body.variants.findIndex((v) => v.id !== undefined && !known.has(v.id));
    if (stranger >= 0) throw new DomainError('NOT_FOUND', {}, { field: `variants.${stranger}.id` });

    const [category, tagRows, collectionRows] = await Promise.all([
      body.categoryId === null
        ? Promise.resolve([])
        : tx.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).where(eq(categories.id, body.categoryId)),
      body.tagIds.length ? tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, body.tagIds)) : Promise.resolve([]),
      // A rule-based collection chooses its own products; only manual ones are picked here.
      body.collectionIds.length
        ? tx
            .select({ id: collections.id })
            .from(collections)
            .where(and(inArray(collections.id, body.collectionIds), eq(collections.kind, 'manual')))
        : Promise.resolve([]),
    ]);
    if (body.categoryId !== null && !category.length) throw new DomainError('NOT_FOUND', {}, { field: 'categoryId' });
    if (tagRows.length !== new Set(body.tagIds).size) throw new DomainError('NOT_FOUND', {}, { field: 'tagIds' });
    if (collectionRows.length !== new Set(body.collectionIds).size) throw new DomainError('NOT_FOUND', {}, { field: 'collectionIds' });
    const parent = category[0]?.parentId ? (await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, category[0].parentId)))[0] : undefined;

    const description = deps.sanitize(body.description);
    const searchText = buildSearchText([
      ...texts(body.title),
      ...texts(description).map(stripTags),
      ...texts(category[0]?.name),
      ...texts(parent?.name),
      ...tagRows.flatMap((t) => texts(t.name)),
      ...body.options.color.flatMap((c) => texts(c.name)),
      ...body.options.style.flatMap((s) => texts(s.name)),
      ...skus,
    ]);
    const prices = body.variants.map((v) => v.price);
    const values = {
      slug: body.slug,
      categoryId: body.categoryId,
      title: body.title,
      description,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
      status: body.status,
      published: body.status === 'active',
      images: body.images.map((i) => ({ url: i.url, width: i.width, height: i.height, ...(i.alt && Object.keys(i.alt).length ? { alt: i.alt } : {}) })),
      options: {
        ...(body.options.color.length
          ? { color: body.options.color.map((c) => ({ value: c.value, name: c.name, ...(c.hex ? { hex: c.hex.toLowerCase() } : {}) })) }
          : {}),
        ...(body.options.style.length ? { style: body.options.style } : {}),
      },
      priceMin: Math.min(...prices),
      priceMax: Math.max(...prices),
      stockTotal: body.variants.reduce((sum, v) => sum + v.stock, 0),
      showSlideImage: body.showSlideImage,
      showFavorite: body.showFavorite,
      showCart: body.showCart,
      rank: body.rank,
      searchDoc: sql`to_tsvector('simple', ${searchText})`,
      updatedAt: new Date(),
      updatedBy: who?.email ?? null,
    };
    let id: number;
    if (productId === undefined) {
      [{ id }] = await tx.insert(products).values(values).returning({ id: products.id });
    } else {
      id = productId;
      await tx
        .update(products)
        .set({ ...values, version: sql`${products.version} + 1` })
        .where(eq(products.id, id));
    }

    // Variants: kept ones updated in place (carts and orders point at them), new ones added, the rest removed.
    const keep = body.variants.filter((v) => v.id !== undefined).map((v) => v.id!);
    const removed = [...known].filter((v) => !keep.includes(v));
    if (removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, removed));
    // Two variants swapping SKUs would collide mid-way: park the kept ones' SKUs first.
    if (keep.length)
      await tx
        .update(productVariants)
        .set({ sku: sql`'~' || ${productVariants.id}::text` })
        .where(inArray(productVariants.id, keep));
    const wasOut = new Set(before?.variants.filter((v) => v.stock === 0).map((v) => v.id) ?? []);
    const restocked: Array<{ variantId: number; productId: number }> = [];
    const stockWas = new Map(before?.variants.map((v) => [v.id, v.stock]) ?? []);
    const stockChanges: Array<{ variantId: number; delta: number; stockAfter: number }> = [];
    for (const [position, v] of body.variants.entries()) {
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
      if (v.id !== undefined) {
        await tx.update(productVariants).set(fields).where(eq(productVariants.id, v.id));
        if (wasOut.has(v.id) && v.stock > 0) restocked.push({ variantId: v.id, productId: id });
        stockChanges.push({ variantId: v.id, delta: v.stock - (stockWas.get(v.id) ?? 0), stockAfter: v.stock });
      } else {
        const [added] = await tx
          .insert(productVariants)
          .values({ ...fields, productId: id })
          .returning({ id: productVariants.id });
        stockChanges.push({ variantId: added!.id, delta: v.stock, stockAfter: v.stock });
      }
    }
    await tx.delete(productTags).where(eq(productTags.productId, id));
    if (body.tagIds.length) await tx.insert(productTags).values([...new Set(body.tagIds)].map((tagId) => ({ productId: id, tagId })));
    await tx.delete(collectionProducts).where(eq(collectionProducts.productId, id));
    if (body.collectionIds.length) await tx.insert(collectionProducts).values([...new Set(body.collectionIds)].map((collectionId) => ({ productId: id, collectionId })));
    await indexSearchTerms(tx as unknown as Db, [...texts(body.title), ...tagRows.flatMap((t) => texts(t.name))]);

    const product = (await adminProductGet(tx, id))!;
    await audit(tx, request, { action: before ? 'product.update' : 'product.create', entity: 'product', entityId: id, before, after: product });
    if (restocked.length) await deps.restocked(tx, restocked);
    await deps.stockEdited(tx, stockChanges, who ?? null);
    return product;
  });
}

/** Publishes, unpublishes, archives, reprices or tags the chosen products; answers how many changed. */
export async function bulkProducts(db: Db, request: FastifyRequest, body: ProductBulkBody): Promise<number> {
  const ids = [...new Set(body.ids)];
  const who = request.staff?.user?.email ?? null;
  return db.transaction(async (tx) => {
    let changed: Array<{ id: number }> = [];
    const touched = { version: sql`${products.version} + 1`, updatedAt: new Date(), updatedBy: who };
    if (body.action === 'publish' || body.action === 'unpublish' || body.action === 'archive') {
      const status: ProductStatus = body.action === 'publish' ? 'active' : body.action === 'archive' ? 'archived' : 'draft';
      changed = await tx
        .update(products)
        .set({ status, published: status === 'active', ...touched })
        .where(and(inArray(products.id, ids), ne(products.status, status)))
        .returning({ id: products.id });
    } else if (body.action === 'price') {
      const factor = 1 + body.percent! / 100;
      await tx
        .update(productVariants)
        .set({
          price: sql`least(greatest(round(${productVariants.price} * ${factor}::numeric), 0), 2147483647)::int`,
          compareAtPrice: sql`case when ${productVariants.compareAtPrice} is null then null else least(greatest(round(${productVariants.compareAtPrice} * ${factor}::numeric), 0), 2147483647)::int end`,
        })
        .where(inArray(productVariants.productId, ids));
      changed = await tx
        .update(products)
        .set({
          priceMin: sql`(select coalesce(min(v.price), 0) from ${productVariants} v where v.product_id = ${products.id})`,
          priceMax: sql`(select coalesce(max(v.price), 0) from ${productVariants} v where v.product_id = ${products.id})`,
          ...touched,
        })
        .where(inArray(products.id, ids))
        .returning({ id: products.id });
    } else {
      const [tag] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, body.tagId!));
      if (!tag) throw new DomainError('NOT_FOUND', {}, { field: 'tagId' });
      const existing = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      changed = await tx
        .insert(productTags)
        .values(existing.map((p) => ({ productId: p.id, tagId: tag.id })))
        .onConflictDoNothing()
        .returning({ id: productTags.productId });
    }
    await audit(tx, request, {
      action: `product.bulk.${body.action}`,
      entity: 'product',
      entityId: changed
        .map((c) => c.id)
        .join(',')
        .slice(0, 200),
      after: body,
    });
    return changed.length;
  });
}

export async function catalogRefs(db: Db, lang: string) {
  const [cats, cols, tagRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: collections.id, name: collections.title })
      .from(collections)
      .where(eq(collections.kind, 'manual'))
      .orderBy(asc(collections.position), asc(collections.id)),
    db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.slug)),
  ]);
  const named = <T extends { name: Localized }>(rows: T[]) => rows.map((r) => ({ ...r, name: localize(r.name, lang) }));
  return { categories: named(cats), collections: named(cols), tags: named(tagRows) };
}
