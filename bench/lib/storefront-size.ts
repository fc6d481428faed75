/**
 * What the storefront's product page loads as JavaScript, from the client build's manifest: the
 * entry with the chunks it imports statically (every page's first script), then the demo product
 * page's sections (head, body and foot), the product views it renders at once, and the order
 * socket's client, which loads once the page is idle; each with its static imports. Sizes are
 * gzip level 9, as the server compresses. The same set of files a browser fetches on
 * /product/<slug> of the demo shop (counted in Chromium when the budget was set).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The entry's static graph: react-dom (66 KB), the shop's own router (about 3 KB), the English
 * texts no module names (keys built from data) and those of the shell's modules, and the shell;
 * 85.3 KB when set (122.4 KB with react-router's data router and the whole English catalogue,
 * 165.7 KB before that, with zod and i18next).
 */
export const STOREFRONT_ENTRY_BUDGET_KB = 86;
/**
 * Everything the product page runs, with the English texts of its sections: 109.0 KB in 39 files
 * when set, 109.6 KB with sections hydrated one by one (143.8 KB in 35 files with react-router and the whole catalogue; 190.3 KB in 40 files before).
 */
export const PRODUCT_PAGE_BUDGET_KB = 110;

export const STOREFRONT_ENTRY = 'src/storefront/entry-client.tsx';
/** The demo product page's lazily loaded modules, as the section registry and the entry load them. */
export const PRODUCT_PAGE_MODULES = [
  'src/storefront/features/layout/sections/AnnouncementBar.tsx',
  'src/storefront/page/sections/Header.tsx',
  'src/storefront/features/layout/sections/Breadcrumbs.tsx',
  'src/storefront/page/sections/ProductDetail.tsx',
  'src/storefront/features/catalog/ProductSpecs.tsx',
  'src/storefront/features/catalog/ProductStock.tsx',
  'src/storefront/features/reviews/ProductReviews.tsx',
  'src/storefront/features/engagement/sections/Newsletter.tsx',
  'src/storefront/features/layout/sections/Footer.tsx',
  'src/storefront/app/realtime.ts',
];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

export interface StorefrontLoad {
  entry: { files: string[]; gzipKB: number };
  productPage: { files: string[]; gzipKB: number };
  /** Manifest keys of PRODUCT_PAGE_MODULES the build does not have (a renamed module). */
  missing: string[];
  /** Every file of the product page with its gzip size, largest first. */
  sizes: Array<{ file: string; gzipBytes: number }>;
}

/** Null when there is no storefront build in `clientDir`. */
export function storefrontLoad(clientDir: string): StorefrontLoad | null {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen: Set<string>) => {
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return [...seen].map((key) => manifest[key].file);
  };
  const gz = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const entryFiles = closure([STOREFRONT_ENTRY], new Set());
  const pageFiles = closure([STOREFRONT_ENTRY, ...PRODUCT_PAGE_MODULES], new Set());
  const sizes = pageFiles.map((file) => ({ file, gzipBytes: gz(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (files: string[]) => kb(sizes.filter((s) => files.includes(s.file)).reduce((n, s) => n + s.gzipBytes, 0));
  return {
    entry: { files: entryFiles, gzipKB: sum(entryFiles) },
    productPage: { files: pageFiles, gzipKB: sum(pageFiles) },
    missing: PRODUCT_PAGE_MODULES.filter((key) => !manifest[key]),
    sizes,
  };
}
