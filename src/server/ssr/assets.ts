/** The built client's entry scripts and stylesheets, read from Vite's manifest: the storefront's and the console's. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reportCacheSize } from '../platform/cache-stats.ts';
import { criticalCss, type CriticalCss } from './critical-css.ts';

export interface StorefrontAssets {
  entry: string;
  /**
   * The storefront's stylesheet. A page inlines the rules its own markup uses (`critical`): a
   * separate render-blocking request would cost a mobile visitor a round trip before first paint,
   * and the whole sheet (44 KB) was most of a page's bytes. The whole sheet (`hrefs`, immutable
   * hashed files) is linked without blocking the first paint, for what the scripts render later.
   */
  css?: { hrefs: string[]; critical: CriticalCss };
  /** The merchant console's own entry and stylesheets (a separate bundle, never loaded by storefront pages). */
  console?: { entry: string; css: string[] };
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  isEntry?: boolean;
}

/** The entries of vite.config.ts's client builds (the console's has a manifest of its own). */
export const STOREFRONT_ENTRY = 'src/storefront/entry-client.tsx';
export const CONSOLE_ENTRY = 'src/console/entry.tsx';

export function loadAssets(clientDir: string): StorefrontAssets | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[STOREFRONT_ENTRY];
  if (!entry) return undefined;
  const consoleFile = path.join(clientDir, '.vite', 'console-manifest.json');
  const consoleManifest = existsSync(consoleFile) ? (JSON.parse(readFileSync(consoleFile, 'utf8')) as Record<string, ManifestChunk>) : {};
  const consoleEntry = consoleManifest[CONSOLE_ENTRY];
  const critical = entry.css?.length ? criticalCss(entry.css.map((f) => readFileSync(path.join(clientDir, f), 'utf8')).join('\n')) : undefined;
  if (critical) reportCacheSize('criticalCss', critical.stats);
  return {
    entry: `/${entry.file}`,
    css: entry.css?.length && critical ? { hrefs: entry.css.map((f) => `/${f}`), critical } : undefined,
    console: consoleEntry ? { entry: `/${consoleEntry.file}`, css: (consoleEntry.css ?? []).map((f) => `/${f}`) } : undefined,
  };
}
