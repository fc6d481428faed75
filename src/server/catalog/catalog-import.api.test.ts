import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CSV_COLUMNS, CATALOG_EXPORT_PATH, type CatalogCsvColumn } from '../../shared/contracts/catalog-import-admin.ts';
import { auditLog } from '../accounts/staff.schema.ts';
import { uploads } from '../platform/media/media.schema.ts';
import { createCategory, createCollection, createProduct, createTag } from '../testing/factories.ts';
import { customerSession, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { readCsv } from './csv-read.ts';

let server: TestServer;
let owner: Record<string, string>;

type Row = Partial<Record<CatalogCsvColumn, string | number>>;
const quote = (value: string | number | undefined) => {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvOf = (rows: Row[]) => [CATALOG_CSV_COLUMNS.join(','), ...rows.map((r) => CATALOG_CSV_COLUMNS.map((c) => quote(r[c])).join(','))].join('\r\n');

const tee = (colour: string, size: string, over: Row = {}): Row => ({
  handle: 'linen-tee',
  title_en: 'Linen Tee',
  title_zh: '亚麻T恤',
  description_en: '<p>Cool, light <strong>linen</strong></p>',
  status: 'active',
  category: 'tops',
  tags: 'summer|sale',
  collections: 'new-in',
  images: '/uploads/linen-tee.webp',
  color: colour,
  size,
  sku: `LINEN-${colour.toUpperCase()}-${size}`,
  price: 2900,
  compare_at_price: 3900,
  stock: 5,
  weight: 180,
  variant_image: '/uploads/linen-tee.webp',
  ...over,
});
const scarf = (over: Row = {}): Row => ({ handle: 'wool-scarf', title_en: 'Wool Scarf', status: 'active', sku: 'SCARF-1', price: 4500, stock: 3, ...over });
const mug = (over: Row = {}): Row => ({
  handle: 'clay-mug',
  title_en: 'Clay Mug',
  title_fil: 'Tasang luwad',
  status: 'draft',
  sku: 'MUG-1',
  price: 1500,
  stock: 12,
  ...over,
});

async function importCsv(csv: string, headers = owner) {
  const started = await server.post('/api/admin/catalog/import', { csv, dryRun: false }, headers);
  expect(started.body.code).toBe(0);
  const jobId = started.body.data.jobId as string;
  let job = (await server.post('/api/admin/catalog/import/job', { id: jobId }, headers)).body.data;
  while (job.state === 'running') {
    await new Promise((resolve) => setImmediate(resolve));
    job = (await server.post('/api/admin/catalog/import/job', { id: jobId }, headers)).body.data;
  }
  return job;
}
const exportCsv = async (headers = owner) => server.get(CATALOG_EXPORT_PATH, headers);

beforeAll(async () => {
  server = await startTestServer();
  owner = await staffSession(server, 'owner@shop.test');
  await createCategory(server.db, { slug: 'tops', name: { en: 'Tops' } });
  await createTag(server.db, { slug: 'summer', productIds: [] });
  await createTag(server.db, { slug: 'sale', productIds: [] });
  await createCollection(server.db, { slug: 'new-in', productIds: [] });
  await server.db.insert(uploads).values({ key: 'linen-tee.webp', url: '/uploads/linen-tee.webp', bytes: 100, width: 800, height: 1000 });
  await createProduct(server.db, { slug: 'old-bag', variants: [{ sku: 'BAG-1' }] });
});
afterAll(() => server.close());

describe('catalogue import', () => {
  const good = [tee('white', 'S'), tee('white', 'M'), tee('black', 'S'), scarf(), mug()];
  const bad = [tee('white', 'S'), tee('white', 'M', { price: 'cheap' }), tee('black', 'S'), scarf({ category: 'no-such-category' }), mug({ sku: 'BAG-1' })];

  it('lists every bad row with its number, column and message, and writes nothing', async () => {
    const checked = await server.post('/api/admin/catalog/import', { csv: csvOf(bad), dryRun: true }, owner);
    expect(checked.body.code).toBe(0);
    expect(checked.body.data.errors).toEqual([
      { row: 3, column: 'price', message: 'price must be a whole number' },
      { row: 5, column: 'category', message: 'No category is called “no-such-category”' },
      { row: 6, column: 'sku', message: 'Another product already uses the SKU “BAG-1”' },
    ]);
    const list = await server.post('/api/admin/product/list', { q: 'linen' }, owner);
    expect(list.body.data.total).toBe(0);
  });

  it('answers the errors in the merchant’s language', async () => {
    const checked = await server.post('/api/admin/catalog/import', { csv: csvOf(bad), dryRun: true }, { ...owner, 'x-lang': 'zh' });
    expect(checked.body.data.errors[1].message).toBe('找不到名为“no-such-category”的 category');
  });

  it('refuses to import a file with errors', async () => {
    const refused = await server.post('/api/admin/catalog/import', { csv: csvOf(bad), dryRun: false }, owner);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errorCount).toBe(3);
    expect((await server.post('/api/admin/product/list', { q: 'scarf' }, owner)).body.data.total).toBe(0);
  });

  it('imports the clean file: counts, products with their variants, tags and collection, found by shoppers, one audit row', async () => {
    const checked = await server.post('/api/admin/catalog/import', { csv: csvOf(good), dryRun: true }, owner);
    expect(checked.body.data).toMatchObject({ errors: [], errorCount: 0, counts: { create: 3, update: 0, variants: 5 }, jobId: null });
    const job = await importCsv(csvOf(good));
    expect(job).toMatchObject({ state: 'done', done: 3, total: 3, counts: { create: 3, update: 0, variants: 5 } });

    const found = await server.post('/api/web/product/list', { q: 'linen' });
    expect(found.body.data.list.map((p: { slug: string; price: number }) => [p.slug, p.price])).toEqual([['linen-tee', 2900]]);
    const zh = await server.post('/api/web/product/list', { q: '亚麻' }, { 'x-lang': 'zh' });
    expect(zh.body.data.list.map((p: { title: string }) => p.title)).toEqual(['亚麻T恤']);
    // A draft is imported but not shown.
    expect((await server.post('/api/web/product/list', { q: 'mug' })).body.data.list).toEqual([]);

    const id = (await server.post('/api/admin/product/list', { q: 'linen' }, owner)).body.data.list[0].id;
    const product = (await server.post('/api/admin/product/get', { id }, owner)).body.data;
    expect(
      product.variants.map((v: { sku: string; compareAtPrice: number; weight: number; imageIndex: number }) => [v.sku, v.compareAtPrice, v.weight, v.imageIndex]),
    ).toEqual([
      ['LINEN-WHITE-S', 3900, 180, 0],
      ['LINEN-WHITE-M', 3900, 180, 0],
      ['LINEN-BLACK-S', 3900, 180, 0],
    ]);
    expect(product.images).toEqual([{ url: '/uploads/linen-tee.webp', width: 800, height: 1000 }]);
    expect(product.tagIds).toHaveLength(2);
    expect(product.collectionIds).toHaveLength(1);

    const [row] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import')).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ actorEmail: 'owner@shop.test', after: { create: 3, update: 0, variants: 5 } });
  });

  it('updates products by handle, keeping the ids of variants whose SKU stays', async () => {
    const id = (await server.post('/api/admin/product/list', { q: 'linen' }, owner)).body.data.list[0].id;
    const before = (await server.post('/api/admin/product/get', { id }, owner)).body.data;
    const job = await importCsv(csvOf([tee('white', 'S', { price: 2500, compare_at_price: '' }), tee('navy', 'L'), scarf()]));
    expect(job.counts).toEqual({ create: 0, update: 2, variants: 3 });
    const after = (await server.post('/api/admin/product/get', { id }, owner)).body.data;
    expect(after.variants.map((v: { sku: string; price: number }) => [v.sku, v.price])).toEqual([
      ['LINEN-WHITE-S', 2500],
      ['LINEN-NAVY-L', 2900],
    ]);
    expect(after.variants[0].id).toBe(before.variants[0].id);
    expect(after.version).toBe(before.version + 1);
  });

  it('writes the stock it sets to the stock history, with reason "import" and who ran it', async () => {
    const id = (await server.post('/api/admin/product/list', { q: 'linen' }, owner)).body.data.list[0].id;
    const [whiteS, navyL] = (await server.post('/api/admin/product/get', { id }, owner)).body.data.variants as Array<{ id: number; sku: string }>;
    const history = async (variantId: number) => (await server.post('/api/admin/stock/history', { variantId }, owner)).body.data;
    // The new variant of the previous import came in with its 5 units.
    expect((await history(navyL.id)).list).toMatchObject([{ delta: 5, stockAfter: 5, reason: 'import', staffEmail: 'owner@shop.test' }]);

    await importCsv(csvOf([tee('white', 'S', { price: 2500, compare_at_price: '', stock: 12 }), tee('navy', 'L'), scarf()]));
    const white = await history(whiteS.id);
    expect(white.stock).toBe(12);
    expect(white.list[0]).toMatchObject({ delta: 7, stockAfter: 12, reason: 'import', staffEmail: 'owner@shop.test' });
    // Unchanged stock writes no row.
    expect((await history(navyL.id)).total).toBe(1);
  });

  it('exports the catalogue in the import’s columns, and the export imports back unchanged', async () => {
    await createProduct(server.db, { slug: 'formula', title: { en: '=HYPERLINK("http://evil.test","click")' }, variants: [{ sku: 'FORMULA-1' }] });
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const text = await exported.text();
    const records = readCsv(text);
    expect(records[0].cells).toEqual([...CATALOG_CSV_COLUMNS]);
    const formula = records.find((r) => r.cells[0] === 'formula')!;
    expect(formula.cells[1]).toBe(`'=HYPERLINK("http://evil.test","click")`);

    const checked = await server.post('/api/admin/catalog/import', { csv: text, dryRun: true }, owner);
    expect(checked.body.data).toMatchObject({ errors: [], counts: { create: 0, update: 5 } });
    await importCsv(text);
    expect(await (await exportCsv()).text()).toBe(text);
    const back = (await server.post('/api/admin/product/list', { q: 'formula' }, owner)).body.data.list[0];
    expect(back.title).toBe('=HYPERLINK("http://evil.test","click")');
  });
});

describe('who may import and export', () => {
  it('refuses customers and roles without the catalogue permission', async () => {
    const customer = await customerSession(server);
    const support = await staffSession(server, 'support@shop.test', 'support');
    for (const headers of [customer, support]) {
      expect((await server.post('/api/admin/catalog/import', { csv: csvOf([mug()]), dryRun: true }, headers)).status).toBe(403);
      expect((await exportCsv(headers)).status).toBe(403);
    }
  });
});

describe('hostile files', () => {
  it('refuses a file over 20 MB', async () => {
    const huge = csvOf([mug()]) + '\r\n'.padEnd(21 * 1024 * 1024, 'x');
    const refused = await server.post('/api/admin/catalog/import', { csv: huge, dryRun: true }, owner);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.code).not.toBe(0);
  });

  it('refuses NUL bytes', async () => {
    const refused = await server.post('/api/admin/catalog/import', { csv: csvOf([mug({ title_en: 'Mug\u0000' })]), dryRun: true }, owner);
    expect(refused.status).toBe(400);
  });

  it('names an unknown column and an unclosed quote', async () => {
    const unknown = await server.post('/api/admin/catalog/import', { csv: 'handle,title_en,sku,price,stock,colour\r\nx,X,X-1,1,1,red', dryRun: true }, owner);
    expect(unknown.body.data.errors).toEqual([{ row: 1, column: 'colour', message: 'Unknown column “colour”' }]);
    const open = await server.post('/api/admin/catalog/import', { csv: 'handle,title_en,sku,price,stock\r\nx,"X,X-1,1,1', dryRun: true }, owner);
    expect(open.body.data.errors).toEqual([{ row: 2, column: '', message: 'A quoted cell is never closed' }]);
  });
});
