/**
 * The byte budget of a server-rendered page (raw bytes: a cached page is sent as it is to clients
 * without accept-encoding, and the bench sends none). A generated catalogue as the bench makes it
 * (24 rated cards a page, colour and size filters) under the demo shop's header, footer and site
 * settings (languages, currencies): the category page stays at most 60 KB. The inlined stylesheet
 * is a large part of it, so the budget is checked against the built client (`npm run build`);
 * without a build the pages carry no stylesheet and the test is skipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../platform/media/storage.ts';
import { PROJECT_ROOT } from '../platform/paths.ts';
import { generateCatalog } from '../seed/bench-catalog.ts';
import { buildDemoPages } from '../seed/demo-content.ts';
import { demoSiteSettings } from '../seed/demo-data.ts';
import { createPage, setSiteConfig } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { loadAssets } from './assets.ts';

const CATEGORY_PAGE_BUDGET = 60 * 1024;
const assets = loadAssets(path.join(PROJECT_ROOT, 'dist', 'client'));

let server: TestServer;
let imagesDir: string;
beforeAll(async () => {
  if (!assets) return;
  server = await startTestServer({}, { assets });
  imagesDir = mkdtempSync(path.join(os.tmpdir(), 'page-size-'));
  await generateCatalog(server.db, { products: 400, storage: createDiskStorage(imagesDir) });
  for (const page of buildDemoPages({ hero: '/h.webp', story: '/s.webp', summer: '/m.webp', gifts: '/g.webp' })) {
    if (page.kind === 'layout') await createPage(server.db, { kind: page.kind, slug: page.slug, title: page.title, sections: page.sections as never });
  }
  await setSiteConfig(server.db, demoSiteSettings);
});
afterAll(async () => {
  await server?.close();
  if (imagesDir) rmSync(imagesDir, { recursive: true, force: true });
});

const bytes = async (url: string) => {
  const res = await server.get(url);
  expect(res.status).toBe(200);
  const text = await res.text();
  return Buffer.byteLength(text);
};

describe.skipIf(!assets)('the size of a server-rendered page (built client)', () => {
  it(`keeps a full category page at most ${CATEGORY_PAGE_BUDGET / 1024} KB, in English and in Chinese`, async () => {
    for (const url of ['/category/bench-toys', '/zh/category/bench-toys']) {
      const size = await bytes(url);
      console.log(`${url}: ${(size / 1024).toFixed(1)} KB`);
      expect(size).toBeLessThanOrEqual(CATEGORY_PAGE_BUDGET);
    }
  });
});
