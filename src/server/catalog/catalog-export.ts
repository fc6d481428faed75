/**
 * The catalogue as CSV, in the columns import reads (contracts/catalog-import-admin.ts), streamed a
 * page of products at a time so a large catalogue never sits in memory whole. Cells that a
 * spreadsheet would run as a formula are prefixed with `'` (platform/csv.ts); import removes it.
 */
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { CATALOG_CSV_COLUMNS, type CatalogCsvColumn } from '../../shared/contracts/catalog-import-admin.ts';
import { PRODUCT_LANGS } from '../../shared/contracts/products-admin.ts';
import { csvCell } from '../platform/csv.ts';
import type { Db } from '../platform/db/client.ts';
import { categories, collectionProducts, collections, products, productTags, productVariants, tags } from './catalog.schema.ts';

const PAGE = 500;
const line = (cells: Record<CatalogCsvColumn, string | number>) => `${CATALOG_CSV_COLUMNS.map((c) => csvCell(cells[c])).join(',')}\r\n`;

export async function* catalogCsv(db: Db): AsyncGenerator<string> {
  yield `\uFEFF${CATALOG_CSV_COLUMNS.join(',')}\r\n`;
  const categorySlugs = new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.id, c.slug]));
  let after = 0;
  for (;;) {
    const page = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(PAGE);
    if (!page.length) return;
    after = page.at(-1)!.id;
    const ids = page.map((p) => p.id);
    const [variants, tagRows, collectionRows] = await Promise.all([
      db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.position), asc(productVariants.id)),
      db
        .select({ productId: productTags.productId, slug: tags.slug })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .where(inArray(productTags.productId, ids))
        .orderBy(asc(tags.slug)),
      db
        .select({ productId: collectionProducts.productId, slug: collections.slug })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(inArray(collectionProducts.productId, ids))
        .orderBy(asc(collections.slug)),
    ]);
    const grouped = <T extends { productId: number }>(rows: T[]) => {
      const byProduct = new Map<number, T[]>();
      for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
      return byProduct;
    };
    const variantsOf = grouped(variants);
    const tagsOf = grouped(tagRows);
    const collectionsOf = grouped(collectionRows);
    const slugsOf = (rows: Map<number, Array<{ slug: string }>>, id: number) => (rows.get(id) ?? []).map((r) => r.slug).join('|');
    let chunk = '';
    for (const product of page) {
      const productCells = {
        handle: product.slug,
        ...Object.fromEntries(PRODUCT_LANGS.map((lang) => [`title_${lang}`, product.title[lang] ?? ''])),
        ...Object.fromEntries(PRODUCT_LANGS.map((lang) => [`description_${lang}`, product.description[lang] ?? ''])),
        status: product.status,
        category: product.categoryId === null ? '' : (categorySlugs.get(product.categoryId) ?? ''),
        tags: slugsOf(tagsOf, product.id),
        collections: slugsOf(collectionsOf, product.id),
        images: product.images.map((i) => i.url).join('|'),
      };
      for (const v of variantsOf.get(product.id) ?? []) {
        chunk += line({
          ...(productCells as Record<CatalogCsvColumn, string>),
          color: v.color ?? '',
          size: v.size ?? '',
          style: v.style ?? '',
          sku: v.sku,
          price: v.price,
          compare_at_price: v.compareAtPrice ?? '',
          stock: v.stock,
          weight: v.weight ?? '',
          variant_image: v.imageIndex === null ? '' : (product.images[v.imageIndex]?.url ?? ''),
        });
      }
    }
    yield chunk;
  }
}
