/**
 * How the catalogue is arranged, as the merchant edits it: the category tree, collections (by hand
 * or by rules) and tags. Every write runs in one transaction with its audit row. A category, or a
 * tag named by a collection's rule, is not deleted while something still depends on it: the
 * merchant moves the products or edits the rule first (docs/decisions.md).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type {
  AdminCategory,
  AdminCollection,
  AdminTag,
  CategoryArrangeBody,
  CategorySave,
  CollectionRule,
  CollectionSave,
  TagSave,
} from '../../shared/contracts/taxonomy-admin.ts';
import { audit } from '../accounts/audit.ts';
import type { Db, Executor, Tx } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { categories, collectionProducts, collections, productTags, products, tags } from './catalog.schema.ts';
import { inCollection } from './catalog.service.ts';
import { localize } from './localize.ts';
import { arrangeTree } from './tree.ts';

/** Whether any collection's rule names this tag or category. */
const ruleNames = (type: 'tag' | 'category', id: number) =>
  sql<boolean>`exists (select 1 from ${collections} co, jsonb_array_elements(co.rules) r
    where r->>'type' = ${type} and (r->>${type === 'tag' ? 'tagId' : 'categoryId'})::int = ${id})`;

async function slugFree(tx: Executor, table: typeof categories | typeof collections | typeof tags, slug: string, id: number | undefined) {
  const [owner] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), id ? ne(table.id, id) : undefined))
    .limit(1);
  if (owner) throw new DomainError('TAXONOMY_SLUG_TAKEN', { slug }, { field: 'slug' });
}

/* Categories */

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  parentId: categories.parentId,
  position: categories.position,
  name: categories.name,
  description: categories.description,
  image: categories.image,
  seoTitle: categories.seoTitle,
  seoDescription: categories.seoDescription,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${sql.raw('"categories"."id"')})`,
};

/** Every category, parents before their children, siblings in order (depth first). */
export async function categoryTree(db: Executor): Promise<AdminCategory[]> {
  const rows = await db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.id));
  const ordered: AdminCategory[] = [];
  const visit = (parentId: number | null) => {
    for (const row of rows) {
      if (row.parentId !== parentId) continue;
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  // A row whose parent is gone would otherwise be lost from the list.
  for (const row of rows) if (!ordered.includes(row)) ordered.push(row);
  return ordered;
}

async function categoryById(db: Executor, id: number): Promise<AdminCategory | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row;
}

export async function saveCategory(db: Db, request: FastifyRequest, body: CategorySave): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = body.id ? await categoryById(tx, body.id) : undefined;
    if (body.id) invariant(before, 'NOT_FOUND');
    await slugFree(tx, categories, body.slug, body.id);
    const texts = {
      slug: body.slug,
      name: body.name,
      description: body.description,
      image: body.image,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
    };
    let id = body.id;
    if (id) await tx.update(categories).set(texts).where(eq(categories.id, id));
    else {
      if (body.parentId !== null && !(await categoryById(tx, body.parentId))) throw new DomainError('NOT_FOUND', {}, { field: 'parentId' });
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${categories.position}), -1)::int` })
        .from(categories)
        .where(body.parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, body.parentId));
      [{ id }] = await tx
        .insert(categories)
        .values({ ...texts, parentId: body.parentId, position: last + 1 })
        .returning({ id: categories.id });
    }
    const after = (await categoryById(tx, id))!;
    await audit(tx, request, { action: before ? 'category.update' : 'category.create', entity: 'category', entityId: id, before, after });
    return after;
  });
}

export async function deleteCategory(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await categoryById(tx, id);
    invariant(before, 'NOT_FOUND');
    const [{ children, inRule }] = await tx
      .select({ children: sql<number>`count(*)::int`, inRule: ruleNames('category', id) })
      .from(categories)
      .where(eq(categories.parentId, id));
    if (before.productCount || children) throw new DomainError('CATEGORY_NOT_EMPTY', { products: before.productCount, children });
    if (inRule) throw new DomainError('TAXONOMY_IN_RULE');
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, request, { action: 'category.delete', entity: 'category', entityId: id, before });
  });
}

/** Saves the tree a drag left: every listed category's parent and place; a cycle refuses the whole save. */
export async function arrangeCategories(db: Db, request: FastifyRequest, body: CategoryArrangeBody): Promise<AdminCategory[]> {
  return db.transaction(async (tx: Tx) => {
    const current = await tx.select({ id: categories.id, parentId: categories.parentId, position: categories.position }).from(categories);
    const arranged = arrangeTree(current, body.items);
    if (arranged === 'unknown') throw new DomainError('NOT_FOUND', {}, { field: 'items' });
    if (arranged === 'cycle') throw new DomainError('CATEGORY_CYCLE');
    const byId = new Map(current.map((c) => [c.id, c]));
    const changed = arranged.filter((c) => byId.get(c.id)!.parentId !== c.parentId || byId.get(c.id)!.position !== c.position);
    for (const c of changed) await tx.update(categories).set({ parentId: c.parentId, position: c.position }).where(eq(categories.id, c.id));
    await audit(tx, request, {
      action: 'category.arrange',
      entity: 'category',
      before: changed.map((c) => byId.get(c.id)),
      after: changed,
    });
    return categoryTree(tx);
  });
}

/* Collections */

const outer = alias(collections, 'o');

export async function collectionList(db: Db, lang: string) {
  const rows = await db
    .select({
      id: outer.id,
      slug: outer.slug,
      title: outer.title,
      kind: outer.kind,
      productCount: sql<number>`(select count(*)::int from ${products} where ${products.published} and ${inCollection(sql`co.id = "o"."id"`)})`,
    })
    .from(outer)
    .orderBy(asc(outer.position), asc(outer.id));
  return rows.map((r) => ({ ...r, title: localize(r.title, lang) }));
}

export async function collectionById(db: Executor, id: number): Promise<AdminCollection | undefined> {
  const [row] = await db
    .select({
      id: collections.id,
      slug: collections.slug,
      title: collections.title,
      description: collections.description,
      image: collections.image,
      kind: collections.kind,
      rules: collections.rules,
      seoTitle: collections.seoTitle,
      seoDescription: collections.seoDescription,
    })
    .from(collections)
    .where(eq(collections.id, id));
  if (!row) return undefined;
  const picked = await db
    .select({ productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, id))
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
  return { ...row, productIds: picked.map((p) => p.productId) };
}

async function checkRules(tx: Executor, rules: CollectionRule[]) {
  const tagIds = rules.flatMap((r) => (r.type === 'tag' ? [r.tagId] : []));
  const categoryIds = rules.flatMap((r) => (r.type === 'category' ? [r.categoryId] : []));
  const [foundTags, foundCategories] = await Promise.all([
    tagIds.length ? tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds)) : [],
    categoryIds.length ? tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)) : [],
  ]);
  const missing = rules.findIndex(
    (r) => (r.type === 'tag' && !foundTags.some((t) => t.id === r.tagId)) || (r.type === 'category' && !foundCategories.some((c) => c.id === r.categoryId)),
  );
  if (missing >= 0) throw new DomainError('NOT_FOUND', {}, { field: `rules.${missing}` });
}

export async function saveCollection(db: Db, request: FastifyRequest, body: CollectionSave): Promise<AdminCollection> {
  return db.transaction(async (tx) => {
    const before = body.id ? await collectionById(tx, body.id) : undefined;
    if (body.id) invariant(before, 'NOT_FOUND');
    await slugFree(tx, collections, body.slug, body.id);
    const productIds = body.kind === 'manual' ? [...new Set(body.productIds)] : [];
    const rules = body.kind === 'rules' ? body.rules : [];
    await checkRules(tx, rules);
    if (productIds.length) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      if (found.length !== productIds.length) throw new DomainError('NOT_FOUND', {}, { field: 'productIds' });
    }
    const values = {
      slug: body.slug,
      title: body.title,
      description: body.description,
      image: body.image,
      kind: body.kind,
      rules,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
    };
    let id = body.id;
    if (id) await tx.update(collections).set(values).where(eq(collections.id, id));
    else {
      const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${collections.position}), -1)::int` }).from(collections);
      [{ id }] = await tx
        .insert(collections)
        .values({ ...values, position: last + 1 })
        .returning({ id: collections.id });
    }
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (productIds.length) await tx.insert(collectionProducts).values(productIds.map((productId, position) => ({ collectionId: id, productId, position })));
    const after = (await collectionById(tx, id))!;
    await audit(tx, request, { action: before ? 'collection.update' : 'collection.create', entity: 'collection', entityId: id, before, after });
    return after;
  });
}

export async function deleteCollection(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await collectionById(tx, id);
    invariant(before, 'NOT_FOUND');
    await tx.delete(collections).where(eq(collections.id, id));
    await audit(tx, request, { action: 'collection.delete', entity: 'collection', entityId: id, before });
  });
}

/* Tags */

const tagColumns = {
  id: tags.id,
  slug: tags.slug,
  name: tags.name,
  seoTitle: tags.seoTitle,
  seoDescription: tags.seoDescription,
  productCount: sql<number>`(select count(*)::int from ${productTags} pt where pt.tag_id = ${sql.raw('"tags"."id"')})`,
};

export function tagList(db: Db): Promise<AdminTag[]> {
  return db.select(tagColumns).from(tags).orderBy(asc(tags.slug));
}

async function tagById(db: Executor, id: number): Promise<AdminTag | undefined> {
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.id, id));
  return row;
}

export async function saveTag(db: Db, request: FastifyRequest, body: TagSave) {
  return db.transaction(async (tx) => {
    const before = body.id ? await tagById(tx, body.id) : undefined;
    if (body.id) invariant(before, 'NOT_FOUND');
    await slugFree(tx, tags, body.slug, body.id);
    const values = { slug: body.slug, name: body.name, seoTitle: body.seoTitle, seoDescription: body.seoDescription };
    let id = body.id;
    if (id) await tx.update(tags).set(values).where(eq(tags.id, id));
    else [{ id }] = await tx.insert(tags).values(values).returning({ id: tags.id });
    const after = (await tagById(tx, id))!;
    await audit(tx, request, { action: before ? 'tag.update' : 'tag.create', entity: 'tag', entityId: id, before, after });
    return after;
  });
}

export async function deleteTag(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tagById(tx, id);
    invariant(before, 'NOT_FOUND');
    const [{ inRule }] = await tx.select({ inRule: ruleNames('tag', id) }).from(sql`(select 1) one`);
    if (inRule) throw new DomainError('TAXONOMY_IN_RULE');
    await tx.delete(tags).where(eq(tags.id, id));
    await audit(tx, request, { action: 'tag.delete', entity: 'tag', entityId: id, before });
  });
}

/** Gives `from`'s products to `into`, points rules at `into`, and deletes `from`. */
export async function mergeTags(db: Db, request: FastifyRequest, fromId: number, intoId: number): Promise<AdminTag> {
  return db.transaction(async (tx) => {
    const [from, into] = await Promise.all([tagById(tx, fromId), tagById(tx, intoId)]);
    if (!from) throw new DomainError('NOT_FOUND', {}, { field: 'from' });
    if (!into) throw new DomainError('NOT_FOUND', {}, { field: 'into' });
    await tx.execute(sql`insert into ${productTags} (product_id, tag_id)
      select product_id, ${intoId} from ${productTags} where tag_id = ${fromId} on conflict do nothing`);
    const ruled = await tx.select({ id: collections.id, rules: collections.rules }).from(collections).where(eq(collections.kind, 'rules'));
    for (const c of ruled.filter((r) => r.rules.some((rule) => rule.type === 'tag' && rule.tagId === fromId))) {
      const rules = c.rules.map((r) => (r.type === 'tag' && r.tagId === fromId ? { ...r, tagId: intoId } : r));
      await tx.update(collections).set({ rules }).where(eq(collections.id, c.id));
    }
    await tx.delete(tags).where(eq(tags.id, fromId));
    const after = (await tagById(tx, intoId))!;
    await audit(tx, request, { action: 'tag.merge', entity: 'tag', entityId: intoId, before: { from, into }, after });
    return after;
  });
}
