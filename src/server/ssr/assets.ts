/** The built client's entry scripts and stylesheets, read from Vite's manifest: the storefront's and the console's. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface StorefrontAssets {
  entry: string;
  /**
   * The stylesheet's text, inlined into every page: it is small (≈8 KB compressed), and a
   * separate render-blocking request costs a mobile visitor a round trip before first paint.
   */
  inlineCss: string;
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
  return {
    entry: `/${entry.file}`,
    inlineCss: (entry.css ?? []).map((f) => readFileSync(path.join(clientDir, f), 'utf8')).join('\n'),
    console: consoleEntry ? { entry: `/${consoleEntry.file}`, css: (consoleEntry.css ?? []).map((f) => `/${f}`) } : undefined,
  };
}
