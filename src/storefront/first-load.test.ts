/**
 * The storefront's size budget, in the build: every page's first script (the entry's static
 * graph) and all the JavaScript the product page runs stay under their figures, and neither
 * carries zod or i18next (the contracts' schemas and the translator of old).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_MESSAGE_GROUPS } from '../shared/i18n/groups.ts';
import { PRODUCT_PAGE_BUDGET_KB, STOREFRONT_ENTRY_BUDGET_KB, storefrontLoad } from '../../bench/lib/storefront-size.ts';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
const SRC = path.resolve(import.meta.dirname, '..');

describe('the storefront first load', () => {
  it.skipIf(!storefrontLoad(CLIENT_DIR))(
    `is at most ${STOREFRONT_ENTRY_BUDGET_KB} KB gzip for the entry and ${PRODUCT_PAGE_BUDGET_KB} KB for the product page in the build`,
    () => {
      const load = storefrontLoad(CLIENT_DIR)!;
      console.log(
        `storefront entry: ${load.entry.gzipKB} KB gzip in ${load.entry.files.length} files; product page: ${load.productPage.gzipKB} KB in ${load.productPage.files.length} files`,
      );
      expect(load.missing).toEqual([]);
      expect(load.entry.gzipKB).toBeLessThanOrEqual(STOREFRONT_ENTRY_BUDGET_KB);
      expect(load.productPage.gzipKB).toBeLessThanOrEqual(PRODUCT_PAGE_BUDGET_KB);
    },
  );

  it.skipIf(!storefrontLoad(CLIENT_DIR))('carries neither zod nor i18next to the product page', () => {
    const load = storefrontLoad(CLIENT_DIR)!;
    for (const file of load.productPage.files) {
      const code = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
      // zod's error classes and i18next name themselves in the built code.
      expect(code, file).not.toMatch(/ZodError|\$ZodType|i18next\.init/);
    }
  });
});

describe('the storefront catalogues', () => {
  it('leave out only message groups no storefront module names (the bundle carries them without)', () => {
    const named = new RegExp(`['"\`](${SERVER_ONLY_MESSAGE_GROUPS.join('|')})\\.`);
    const offending = ['storefront', 'shared']
      .flatMap((dir) => readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => named.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
