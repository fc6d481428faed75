/**
 * The catalogue as a CSV file: export and import. One row per variant (as Shopify's product
 * CSV); the rows of one product share its handle, and the product's own columns are read from
 * its first row. Export writes exactly the columns import reads, so an exported file imports back
 * unchanged.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { msg } from './common.ts';

/** The file's columns, in order. Prices in minor units (cents); weight in grams; lists separated by `|`. */
export const CATALOG_CSV_COLUMNS = [
  'handle',
  'title_en',
  'title_zh',
  'title_zh-HK',
  'title_fil',
  'description_en',
  'description_zh',
  'description_zh-HK',
  'description_fil',
  'status',
  'category',
  'tags',
  'collections',
  'images',
  'color',
  'size',
  'style',
  'sku',
  'price',
  'compare_at_price',
  'stock',
  'weight',
  'variant_image',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** A file larger than this is refused before it is read. */
export const CATALOG_CSV_MAX_BYTES = 20 * 1024 * 1024;
/** Products written per transaction. */
export const CATALOG_IMPORT_BATCH = 500;
/** At most this many row errors are answered (the rest are counted). */
export const CATALOG_IMPORT_MAX_ERRORS = 1000;
export const CATALOG_EXPORT_PATH = '/api/admin/catalog/export.csv';

export const CatalogImportBody = z.strictObject({
  csv: z.string(msg('validation.required')).min(1, msg('validation.required')).max(CATALOG_CSV_MAX_BYTES, msg('catalogImport.tooLarge')),
  /** Check only: answer the errors and counts, write nothing. */
  dryRun: z.boolean().default(true),
});
export type CatalogImportBody = z.input<typeof CatalogImportBody>;

export const CatalogRowError = z.object({
  /** The line's number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type CatalogRowError = z.infer<typeof CatalogRowError>;

export const CatalogImportCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  variants: z.number().int(),
});
export type CatalogImportCounts = z.infer<typeof CatalogImportCounts>;

export const CatalogImportCheck = z.object({
  errors: z.array(CatalogRowError),
  /** All errors found, also those past the answered list. */
  errorCount: z.number().int(),
  counts: CatalogImportCounts,
  /** The background import's id (a real import of a clean file). */
  jobId: z.string().nullable(),
});

export const IMPORT_JOB_STATES = ['running', 'done', 'failed'] as const;
export const CatalogImportJob = z.object({
  id: z.string(),
  state: z.enum(IMPORT_JOB_STATES),
  /** Products written so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  counts: CatalogImportCounts,
  /** Why it stopped, when it failed (the batches before it stay written). */
  error: z.string().nullable(),
});
export type CatalogImportJob = z.infer<typeof CatalogImportJob>;

const admin = { base: '/api/admin', tags: ['admin', 'catalog'] } as const;
/** Checks a CSV (dry run) or, when it is clean, starts importing it in the background. */
export const adminCatalogImport = defineCall({ path: '/catalog/import', body: CatalogImportBody, answer: CatalogImportCheck, ...admin });
export const adminCatalogImportJob = defineCall({
  path: '/catalog/import/job',
  body: z.strictObject({ id: z.string().max(64) }),
  answer: CatalogImportJob,
  ...admin,
});
