/**
 * The products a coupon or a promotion is limited to (spec §3: "all items or specified items").
 * An empty scope takes every item. Saves check every product exists; answers name them.
 */
import { asc, inArray } from 'drizzle-orm';
import { products } from '../catalog/catalog.schema.ts';
import { localize } from '../catalog/localize.ts';
import type { Executor } from '../platform/db/client.ts';
import { DomainError } from '../platform/http/errors.ts';

/** Refuses, naming the field, a scope with a product that does not exist. */
export async function checkScope(tx: Executor, productIds: number[]) {
  if (productIds.length === 0) return;
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  if (found.length !== new Set(productIds).size) throw new DomainError('VALIDATION', { field: 'productIds' });
}

/** The scope's products with their titles in `lang`, in id order (one query whatever the size); removed products drop out. */
export async function scopeProducts(db: Executor, productIds: number[], lang: string): Promise<Array<{ id: number; title: string }>> {
  if (productIds.length === 0) return [];
  const rows = await db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id));
  return rows.map((p) => ({ id: p.id, title: localize(p.title, lang) }));
}
