/**
 * Reading a catalogue CSV into products, checked before anything is written: every row is held
 * to the editor's rules (ProductSaveBody) and to what the shop has (category, tag and collection
 * slugs, uploaded images, SKUs of other products). The answer lists each row's errors with the
 * row's number and column, in the merchant's language, and what an import would do.
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_IMPORT_MAX_ERRORS,
  type CatalogCsvColumn,
  type CatalogImportCounts,
  type CatalogRowError,
} from '../../shared/contracts/catalog-import-admin.ts';
import { describeIssue } from '../../shared/contracts/issues.ts';
import { PRODUCT_LANGS, ProductSaveBody, type ProductSave } from '../../shared/contracts/products-admin.ts';
import type { Db } from '../platform/db/client.ts';
import type { Translate } from '../platform/http/context.ts';
import { uploads } from '../platform/media/media.schema.ts';
import { categories, collections, products, productVariants, tags } from './catalog.schema.ts';
import { CsvSyntaxError, readCsv, type CsvRecord } from './csv-read.ts';

/** A product of the file, ready to write. */
export interface PlannedProduct {
  /** The product with this handle already in the shop, updated by the import. */
  existingId: number | null;
  body: ProductSave;
}

export interface ImportPlan {
  products: PlannedProduct[];
  errors: CatalogRowError[];
  errorCount: number;
  counts: CatalogImportCounts;
}

const REQUIRED: CatalogCsvColumn[] = ['handle', 'title_en', 'sku', 'price', 'stock'];
const VARIANT_COLUMNS: Record<string, CatalogCsvColumn> = {
  sku: 'sku',
  color: 'color',
  size: 'size',
  style: 'style',
  price: 'price',
  compareAtPrice: 'compare_at_price',
  stock: 'stock',
  weight: 'weight',
  imageIndex: 'variant_image',
};
const PRODUCT_COLUMNS: Record<string, CatalogCsvColumn> = {
  slug: 'handle',
  status: 'status',
  categoryId: 'category',
  tagIds: 'tags',
  collectionIds: 'collections',
  images: 'images',
};

/** A cell the export guarded against spreadsheet formulas (`'=…`) reads back as written. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const list = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

class ErrorList {
  readonly errors: CatalogRowError[] = [];
  count = 0;
  constructor(private readonly t: Translate) {}
  add(row: number, column: string, key: string, vars: Record<string, unknown> = {}) {
    this.count++;
    if (this.errors.length < CATALOG_IMPORT_MAX_ERRORS) this.errors.push({ row, column, message: this.t(key, { 0: column || this.t('fields.request'), ...vars }) });
  }
}

/** The shop's slugs, images and SKUs the file's rows refer to. */
async function loadRefs(db: Db, skus: string[], handles: string[]) {
  const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / 5000) }, (_, i) => items.slice(i * 5000, i * 5000 + 5000));
  const [cats, tagRows, collectionRows, uploadRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: tags.id, slug: tags.slug }).from(tags),
    db.select({ id: collections.id, slug: collections.slug }).from(collections),
    db.select({ url: uploads.url, width: uploads.width, height: uploads.height }).from(uploads),
  ]);
  const skuOwners = new Map<string, number>();
  for (const chunk of chunks(skus))
    for (const v of await db.select({ sku: productVariants.sku, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.sku, chunk)))
      skuOwners.set(v.sku, v.productId);
  const existing = new Map<string, { id: number; images: Array<{ url: string; width: number; height: number }> }>();
  for (const chunk of chunks(handles))
    for (const p of await db.select({ id: products.id, slug: products.slug, images: products.images }).from(products).where(inArray(products.slug, chunk)))
      existing.set(p.slug, { id: p.id, images: p.images });
  return {
    categories: new Map(cats.map((c) => [c.slug, c.id])),
    tags: new Map(tagRows.map((c) => [c.slug, c.id])),
    collections: new Map(collectionRows.map((c) => [c.slug, c.id])),
    uploads: new Map(uploadRows.map((u) => [u.url, u])),
    skuOwners,
    existing,
  };
}

/** The column a schema issue's path names, and the row it belongs to. */
function placeOf(path: readonly PropertyKey[], rows: CsvRecord[]): { row: number; column: string } {
  const [head, index, field] = path.map(String);
  if (head === 'variants') {
    const at = Number(index);
    return { row: rows[Number.isInteger(at) ? at : 0]?.row ?? rows[0].row, column: VARIANT_COLUMNS[field] ?? 'sku' };
  }
  if (head === 'title' || head === 'description') return { row: rows[0].row, column: `${head}_${index ?? 'en'}` };
  return { row: rows[0].row, column: PRODUCT_COLUMNS[head] ?? '' };
}

function issueMessage(issue: z.core.$ZodIssue): { key: string; vars?: Record<string, unknown> } {
  if (issue.message.startsWith('products.')) return { key: issue.message };
  const found = describeIssue(issue, ProductSaveBody);
  return { key: found.key, vars: found.vars };
}

/** Checks the file and turns it into products; writes nothing. */
export async function planImport(db: Db, csv: string, t: Translate): Promise<ImportPlan> {
  const errors = new ErrorList(t);
  const counts = { create: 0, update: 0, variants: 0 };
  let records: CsvRecord[];
  try {
    records = readCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.add(error.row, '', 'catalogImport.unclosedQuote');
    return { products: [], errors: errors.errors, errorCount: errors.count, counts };
  }
  const [header, ...rows] = records;
  const columns = new Map((header?.cells ?? []).map((name, i) => [name.trim(), i]));
  for (const name of columns.keys()) if (!(CATALOG_CSV_COLUMNS as readonly string[]).includes(name)) errors.add(1, name, 'catalogImport.columnUnknown', { column: name });
  for (const name of REQUIRED) if (!columns.has(name)) errors.add(1, name, 'catalogImport.columnMissing', { column: name });
  if (!rows.length && errors.count === 0) errors.add(1, '', 'catalogImport.empty');
  if (errors.count) return { products: [], errors: errors.errors, errorCount: errors.count, counts };

  const cell = (record: CsvRecord, name: CatalogCsvColumn) => {
    const at = columns.get(name);
    return at === undefined ? '' : unguard(record.cells[at] ?? '').trim();
  };
  const byHandle = new Map<string, CsvRecord[]>();
  for (const record of rows) {
    const handle = cell(record, 'handle');
    if (!handle) {
      errors.add(record.row, 'handle', 'validation.required');
      continue;
    }
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), record]);
  }
  const refs = await loadRefs(db, [...new Set(rows.map((r) => cell(r, 'sku')).filter(Boolean))], [...byHandle.keys()]);

  const skuRows = new Map<string, string>();
  const planned: PlannedProduct[] = [];
  for (const [handle, group] of byHandle) {
    const first = group[0];
    const before = errors.count;
    const existing = refs.existing.get(handle) ?? null;
    const slugsOf = (column: CatalogCsvColumn, known: Map<string, number>) =>
      list(cell(first, column)).flatMap((slug) => {
        const id = known.get(slug);
        if (id === undefined) errors.add(first.row, column, 'catalogImport.unknownSlug', { slug });
        return id === undefined ? [] : [id];
      });
    const categorySlug = cell(first, 'category');
    const categoryId = categorySlug ? refs.categories.get(categorySlug) : null;
    if (categoryId === undefined) errors.add(first.row, 'category', 'catalogImport.unknownSlug', { slug: categorySlug });
    const imageUrls = list(cell(first, 'images'));
    const images = imageUrls.flatMap((url) => {
      const known = refs.uploads.get(url) ?? existing?.images.find((i) => i.url === url);
      if (!known) errors.add(first.row, 'images', 'products.imageInvalid');
      return known ? [{ url, width: known.width, height: known.height }] : [];
    });
    const integer = (record: CsvRecord, column: CatalogCsvColumn, optional: boolean): number | null | undefined => {
      const text = cell(record, column);
      if (!text) return optional ? null : undefined;
      if (/^\d{1,10}$/.test(text)) return Number(text);
      errors.add(record.row, column, 'validation.notInteger');
      return 0;
    };
    const variants = group.map((record) => {
      const sku = cell(record, 'sku');
      const owner = refs.skuOwners.get(sku);
      if (owner !== undefined && owner !== existing?.id) errors.add(record.row, 'sku', 'products.skuTaken', { sku });
      const seen = skuRows.get(sku.toUpperCase());
      if (sku && seen !== undefined && seen !== handle) errors.add(record.row, 'sku', 'products.skuDuplicate');
      if (sku && seen === undefined) skuRows.set(sku.toUpperCase(), handle);
      const variantImage = cell(record, 'variant_image');
      const imageIndex = variantImage ? imageUrls.indexOf(variantImage) : null;
      if (imageIndex === -1) errors.add(record.row, 'variant_image', 'products.imageIndexInvalid');
      return {
        sku,
        color: cell(record, 'color') || null,
        size: cell(record, 'size') || null,
        style: cell(record, 'style') || null,
        price: integer(record, 'price', false),
        compareAtPrice: integer(record, 'compare_at_price', true),
        stock: integer(record, 'stock', false),
        weight: integer(record, 'weight', true),
        imageIndex: imageIndex === -1 ? null : imageIndex,
      };
    });
    const texts = (prefix: 'title' | 'description') => Object.fromEntries(PRODUCT_LANGS.map((lang) => [lang, cell(first, `${prefix}_${lang}` as CatalogCsvColumn)]));
    const parsed = ProductSaveBody.safeParse({
      slug: handle,
      title: texts('title'),
      description: texts('description'),
      status: cell(first, 'status') || 'draft',
      categoryId: categoryId ?? null,
      tagIds: slugsOf('tags', refs.tags),
      collectionIds: slugsOf('collections', refs.collections),
      images,
      variants,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const { row, column } = placeOf(issue.path, group);
        const { key, vars } = issueMessage(issue);
        errors.add(row, column, key, vars);
      }
      continue;
    }
    if (errors.count > before) continue;
    planned.push({ existingId: existing?.id ?? null, body: parsed.data });
    if (existing) counts.update++;
    else counts.create++;
    counts.variants += parsed.data.variants.length;
  }
  errors.errors.sort((a, b) => a.row - b.row);
  return { products: planned, errors: errors.errors, errorCount: errors.count, counts };
}
