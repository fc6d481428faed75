/** Suggestions while typing: matching products by prefix, and corrections when few match. */
import type { Suggestions } from '../../shared/contracts/catalog.ts';
import type { Db } from '../platform/db/client.ts';
import { correctQuery } from './search-terms.ts';
import { listProducts } from './catalog.service.ts';

const SUGGESTED_PRODUCTS = 6;

export async function suggest(db: Db, q: string, lang: string): Promise<Suggestions> {
  const { list } = await listProducts(db, { q, page: 1, pageSize: SUGGESTED_PRODUCTS, sort: 'recommended' }, lang);
  const didYouMean = list.length < 3 ? await correctQuery(db, q) : [];
  return { products: list.map((p) => ({ slug: p.slug, title: p.title, image: p.image, price: p.price })), didYouMean };
}
