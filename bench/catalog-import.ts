/**
 * `npx tsx bench/catalog-import.ts [--products N]`
 *
 * Times the catalogue CSV import on the embedded database (PGlite): a generated file of N
 * products (default 10,000; three variants each, a category, two tags) is sent to a test server,
 * checked (dry run), then imported, and the wall-clock times of both are printed, with the
 * export's time for the whole catalogue. Nothing is asserted: the figures are for reading.
 */
import { performance } from 'node:perf_hooks';
import { CATALOG_CSV_COLUMNS, CATALOG_EXPORT_PATH, type CatalogCsvColumn } from '../src/shared/contracts/catalog-import-admin.ts';
import setupTemplate from '../src/server/testing/global-setup.ts';
import { createCategory, createTag } from '../src/server/testing/factories.ts';
import { staffSession } from '../src/server/testing/shop-helpers.ts';
import { startTestServer } from '../src/server/testing/test-server.ts';

const at = process.argv.indexOf('--products');
const count = at > 0 ? Number(process.argv[at + 1]) : 10_000;

function generate(n: number): string {
  const lines = [CATALOG_CSV_COLUMNS.join(',')];
  for (let i = 0; i < n; i++) {
    for (const size of ['S', 'M', 'L']) {
      const row: Partial<Record<CatalogCsvColumn, string | number>> = {
        handle: `bench-product-${i}`,
        title_en: `Bench Product ${i}`,
        title_zh: `测试商品 ${i}`,
        description_en: `"<p>Product ${i}, made of cotton</p>"`,
        status: 'active',
        category: 'bench',
        tags: 'alpha|beta',
        size,
        sku: `BENCH-${i}-${size}`,
        price: 1000 + (i % 500),
        stock: i % 7,
        weight: 200,
      };
      lines.push(CATALOG_CSV_COLUMNS.map((c) => row[c] ?? '').join(','));
    }
  }
  return lines.join('\r\n');
}

await setupTemplate();
const server = await startTestServer();
try {
  await createCategory(server.db, { slug: 'bench', name: { en: 'Bench' } });
  await createTag(server.db, { slug: 'alpha', productIds: [] });
  await createTag(server.db, { slug: 'beta', productIds: [] });
  const owner = await staffSession(server);
  const csv = generate(count);
  console.log(`${count} products, ${count * 3} variants, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

  let start = performance.now();
  const checked = await server.post('/api/admin/catalog/import', { csv, dryRun: true }, owner);
  console.log(`dry run: ${((performance.now() - start) / 1000).toFixed(1)} s, ${checked.body.data.errorCount} errors`, checked.body.data.counts);

  start = performance.now();
  const started = await server.post('/api/admin/catalog/import', { csv, dryRun: false }, owner);
  let job = started.body.data;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = (await server.post('/api/admin/catalog/import/job', { id: started.body.data.jobId }, owner)).body.data;
  } while (job.state === 'running');
  console.log(`import (check + write): ${((performance.now() - start) / 1000).toFixed(1)} s, ${job.state}`, job.counts, job.error ?? '');

  start = performance.now();
  const exported = await (await server.get(CATALOG_EXPORT_PATH, owner)).text();
  console.log(`export: ${((performance.now() - start) / 1000).toFixed(1)} s, ${(exported.length / 1024 / 1024).toFixed(1)} MB`);

  start = performance.now();
  const again = await server.post('/api/admin/catalog/import', { csv: exported, dryRun: false }, owner);
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = (await server.post('/api/admin/catalog/import/job', { id: again.body.data.jobId }, owner)).body.data;
  } while (job.state === 'running');
  console.log(`re-import of the export (all updates): ${((performance.now() - start) / 1000).toFixed(1)} s, ${job.state}`, job.counts, job.error ?? '');
} finally {
  await server.close();
}
