/**
 * What the merchant console's first screen (/admin, the dashboard) loads, from the console build's
 * manifest: the entry with the chunks it imports statically, its stylesheets, and the dashboard
 * screen's chunk with its own static imports. Sizes are gzip level 9, as a server compresses.
 * The sales chart is a lazy chunk of the dashboard (it loads after the figures): reported apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CONSOLE_FIRST_LOAD_BUDGET_KB = 250;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ConsoleLoad {
  files: Array<{ file: string; gzipBytes: number }>;
  gzipKB: number;
  /** The dashboard's lazily loaded sales chart (recharts), beyond the first load. */
  chartGzipKB: number;
}

/** Null when there is no console build in `clientDir`. */
export function consoleFirstLoad(clientDir: string): ConsoleLoad | null {
  const manifestFile = path.join(clientDir, '.vite', 'console-manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    const files: string[] = [];
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      files.push(manifest[key].file, ...(manifest[key].css ?? []));
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return files;
  };
  const seen = new Set<string>();
  const first = [...new Set(closure(['src/console/entry.tsx', 'src/console/screens/Dashboard.tsx'], seen))];
  const chart = [...new Set(closure(['src/console/screens/SalesChart.tsx'], seen))];
  const gz = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const files = first.map((file) => ({ file, gzipBytes: gz(file) }));
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return { files, gzipKB: kb(files.reduce((n, f) => n + f.gzipBytes, 0)), chartGzipKB: kb(chart.reduce((n, f) => n + gz(f), 0)) };
}
